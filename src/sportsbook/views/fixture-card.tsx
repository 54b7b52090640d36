import { useId, useState } from 'react';
import type { Fixture } from '../../../contracts/sportsbook';
import { useI18n } from '../i18n';
import { eventName } from '../slip';
import { MarketRow } from './market-row';


function Clock({ fixture }: { fixture: Fixture }) {
  const { t, time } = useI18n();
  if (!fixture.live) return <time dateTime={fixture.startsAt}>{time(fixture.startsAt)}</time>;
  const [home, away] = fixture.live.score;
  return (
    <span className="book-clock-live">
      <span className="book-live-badge">{fixture.sport === 'tennis' ? t('book.live') : t('book.minute', { minute: fixture.live.minute })}</span>
      <strong className="book-score" aria-label={t('book.score', { home, away })}>
        {home} – {away}
      </strong>
      {fixture.live.suspended ? <span className="book-suspended-badge">{t('book.suspended')}</span> : null}
    </span>
  );
}

/** A match: the main market (1X2, or the first one) always shown; the other markets behind a toggle. */
export function FixtureCard({ fixture, showLeague }: { fixture: Fixture; showLeague: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const [main, ...others] = fixture.markets;
  const suspended = fixture.live?.suspended ?? false;
  return (
    <article className={`book-fixture${suspended ? ' is-suspended' : ''}`} aria-label={eventName(fixture)}>
      <div className="book-fixture-head">
        <div className="book-teams">
          {showLeague ? <span className="book-muted book-fixture-league">{fixture.league}</span> : null}
          <span className="book-team">{fixture.home}</span>
          <span className="book-team">{fixture.away}</span>
        </div>
        <div className="book-clock">
          <Clock fixture={fixture} />
        </div>
      </div>
      {main ? <MarketRow fixture={fixture} market={main} /> : null}
      {others.length > 0 ? (
        <>
          <button type="button" className="book-more" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen(!open)}>
            {open ? t('book.markets.less') : t('book.markets.more', { count: others.length })}
          </button>
          <div id={moreId} hidden={!open}>
            {open ? others.map((market) => <MarketRow key={market.key} fixture={fixture} market={market} />) : null}
          </div>
        </>
      ) : null}
    </article>
  );
}
