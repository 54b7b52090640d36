import { useEffect, useRef, useState } from 'react';
import type { Fixture } from '../../../contracts/sportsbook';
import { useBook } from '../book-context';
import { useI18n } from '../i18n';
import { eventName } from '../slip';

type Market = Fixture['markets'][number];
type Outcome = Market['outcomes'][number];

/** Which way the odds last moved, shown for a few seconds after a refresh. */
function useMove(oddsX1000: number): 'up' | 'down' | null {
  const previous = useRef(oddsX1000);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (oddsX1000 === previous.current) return;
    setMove(oddsX1000 > previous.current ? 'up' : 'down');
    previous.current = oddsX1000;
    const timer = setTimeout(() => setMove(null), 3_000);
    return () => clearTimeout(timer);
  }, [oddsX1000]);
  return move;
}

function OutcomeButton({ fixture, market, outcome }: { fixture: Fixture; market: Market; outcome: Outcome }) {
  const { t, odds } = useI18n();
  const { slip, toggle } = useBook();
  const move = useMove(outcome.oddsX1000);
  const locked = outcome.suspended || (fixture.live?.suspended ?? false) || fixture.finished;
  const picked = slip.some((s) => s.fixtureId === fixture.id && s.market === market.key && s.outcome === outcome.key);
  const label = locked
    ? t('book.outcome.suspendedLabel', { event: eventName(fixture), market: market.name, outcome: outcome.name })
    : t('book.outcome.label', { event: eventName(fixture), market: market.name, outcome: outcome.name, odds: odds(outcome.oddsX1000) });
  return (
    <button
      type="button"
      className={`book-odds${picked ? ' is-picked' : ''}${move ? ` is-${move}` : ''}`}
      aria-pressed={picked}
      aria-label={label}
      disabled={locked}
      onClick={() =>
        toggle({
          fixtureId: fixture.id,
          event: eventName(fixture),
          market: market.key,
          marketName: market.name,
          outcome: outcome.key,
          outcomeName: outcome.name,
          oddsX1000: outcome.oddsX1000,
          suspended: false,
        })
      }
    >
      <span className="book-odds-name">{outcome.name}</span>
      <span className="book-odds-value">
        {locked ? (
          <span aria-hidden="true">🔒</span>
        ) : (
          <>
            {move ? <span aria-hidden="true">{move === 'up' ? '▲' : '▼'}</span> : null}
            {odds(outcome.oddsX1000)}
          </>
        )}
      </span>
    </button>
  );
}

export function MarketRow({ fixture, market }: { fixture: Fixture; market: Market }) {
  return (
    <div className="book-market" role="group" aria-label={market.name}>
      <span className="book-market-name">{market.name}</span>
      <div className={`book-outcomes book-outcomes-${Math.min(market.outcomes.length, 3)}`}>
        {market.outcomes.map((outcome) => (
          <OutcomeButton key={outcome.key} fixture={fixture} market={market} outcome={outcome} />
        ))}
      </div>
    </div>
  );
}
