import { useId, useState } from 'react';
import { useBook } from '../book-context';
import { useI18n } from '../i18n';
import { parseStake, potentialWinMinor, totalOddsX1000, type SlipMode } from '../slip';
import { usePlaceBet } from '../use-place-bet';

const QUICK_STAKES_MINOR = [1_000, 2_500, 5_000, 10_000];

export function BetSlip() {
  const { t, money, odds } = useI18n();
  const { slip, setSlip } = useBook();
  const [chosenMode, setMode] = useState<SlipMode>('combo');
  const [stakeText, setStakeText] = useState('10');
  const [accept, setAccept] = useState(false);
  const { place, busy, result } = usePlaceBet();
  const stakeId = useId();
  const mode: SlipMode = slip.length < 2 ? 'single' : chosenMode;
  const stakeMinor = parseStake(stakeText) ?? 0;
  const combinedOdds = totalOddsX1000(slip);
  const totalStakeMinor = mode === 'combo' ? stakeMinor : stakeMinor * slip.length;
  const winMinor = mode === 'combo' ? potentialWinMinor(stakeMinor, combinedOdds) : slip.reduce((sum, s) => sum + potentialWinMinor(stakeMinor, s.oddsX1000), 0);

  return (
    <section className="book-slip" aria-labelledby={`${stakeId}-title`}>
      <div className="book-slip-head">
        <h2 id={`${stakeId}-title`} className="book-slip-title">
          {t('book.slip.title')} <span className="book-count">{slip.length}</span>
        </h2>
        {slip.length > 0 ? (
          <button type="button" className="book-link" onClick={() => setSlip(() => [])}>
            {t('book.slip.clear')}
          </button>
        ) : null}
      </div>
      {slip.length === 0 ? <p className="book-muted">{t('book.slip.hint')}</p> : null}
      {slip.length > 1 ? (
        <div className="book-tabs" role="radiogroup" aria-label={t('book.slip.type')}>
          {(['single', 'combo'] as const).map((id) => (
            <button key={id} type="button" role="radio" aria-checked={mode === id} className="book-tab" onClick={() => setMode(id)}>
              {id === 'single' ? t('book.slip.singles') : t('book.slip.combo')}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="book-picks">
        {slip.map((s) => (
          <li key={`${s.fixtureId}|${s.market}|${s.outcome}`} className={`book-pick${s.suspended ? ' is-suspended' : ''}`}>
            <div className="book-pick-text">
              <span className="book-pick-event">{s.event}</span>
              <span className="book-muted">
                {s.marketName}: <strong>{s.outcomeName}</strong>
              </span>
              {s.suspended ? <span className="book-suspended-badge">{t('book.suspended')}</span> : null}
            </div>
            <strong className="book-pick-odds">{odds(s.oddsX1000)}</strong>
            <button
              type="button"
              className="book-remove"
              aria-label={t('book.slip.remove', { event: s.event, outcome: s.outcomeName })}
              onClick={() => setSlip((current) => current.filter((c) => c !== s))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {slip.length > 0 ? (
        <form
          className="book-slip-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void place(mode, stakeText, accept);
          }}
        >
          <label htmlFor={stakeId}>{mode === 'single' && slip.length > 1 ? t('book.slip.stakeEach') : t('book.slip.stake')}</label>
          <input id={stakeId} className="book-input" inputMode="decimal" autoComplete="off" value={stakeText} onChange={(e) => setStakeText(e.target.value)} />
          <div className="book-quick" role="group" aria-label={t('book.slip.quickStakes')}>
            {QUICK_STAKES_MINOR.map((minor) => (
              <button key={minor} type="button" className="book-chip" onClick={() => setStakeText(String(minor / 100))}>
                {money(minor)}
              </button>
            ))}
          </div>
          <dl className="book-summary">
            {mode === 'combo' ? (
              <div>
                <dt>{t('book.slip.totalOdds')}</dt>
                <dd data-testid="total-odds">{odds(combinedOdds)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('book.slip.totalStake')}</dt>
              <dd>{money(totalStakeMinor)}</dd>
            </div>
            <div>
              <dt>{t('book.slip.potentialWin')}</dt>
              <dd data-testid="potential-win">{money(winMinor)}</dd>
            </div>
          </dl>
          <label className="book-check">
            <input type="checkbox" checked={accept} onChange={(e) => setAccept(e.target.checked)} />
            {t('book.slip.acceptOddsChanges')}
          </label>
          <button type="submit" className="book-button book-button-primary book-place" disabled={busy}>
            {busy ? t('book.slip.placing') : t('book.slip.place')}
          </button>
        </form>
      ) : null}
      {result?.kind === 'error' ? (
        <p className="book-error" role="alert">
          {result.message}
        </p>
      ) : null}
      {result?.kind === 'placed' ? (
        <p className="book-success" role="status">
          {t('book.slip.placed', { count: result.count })}
        </p>
      ) : null}
    </section>
  );
}
