import type { BookBet } from '../../../contracts/sportsbook';
import { useI18n, type BookKey } from '../i18n';

const statusKey: Record<BookBet['status'], BookKey> = {
  pending: 'book.status.pending',
  open: 'book.status.open',
  won: 'book.status.won',
  lost: 'book.status.lost',
  void: 'book.status.void',
  cashed_out: 'book.status.cashedOut',
  failed: 'book.status.failed',
};
const resultKey: Record<BookBet['selections'][number]['result'], BookKey> = {
  pending: 'book.result.pending',
  won: 'book.result.won',
  lost: 'book.result.lost',
  void: 'book.result.void',
};

export function BetCard({ bet, busy, onCashOut }: { bet: BookBet; busy: boolean; onCashOut: (bet: BookBet, valueMinor: number) => void }) {
  const { t, money, odds, time } = useI18n();
  const settled = !['pending', 'open'].includes(bet.status);
  const kind = bet.selections.length > 1 ? t('book.bets.combo', { count: bet.selections.length }) : t('book.bets.single');
  return (
    <article className={`book-bet is-${bet.status}`} aria-label={t('book.bets.label', { kind, time: time(bet.placedAt) })}>
      <div className="book-bet-head">
        <span>{kind}</span>
        <span className={`book-status book-status-${bet.status}`}>{t(statusKey[bet.status])}</span>
      </div>
      <ul className="book-bet-picks">
        {bet.selections.map((s, index) => (
          <li key={`${s.fixtureId}-${index}`} className="book-bet-pick">
            <span className="book-pick-event">{s.event}</span>
            <span className="book-muted">
              {s.market}: <strong>{s.pick}</strong> @ {odds(s.oddsX1000)}
            </span>
            {s.result !== 'pending' || settled ? <span className={`book-result book-result-${s.result}`}>{t(resultKey[s.result])}</span> : null}
          </li>
        ))}
      </ul>
      <dl className="book-summary">
        <div>
          <dt>{t('book.bets.stake')}</dt>
          <dd>{money(bet.stakeMinor)}</dd>
        </div>
        <div>
          <dt>{t('book.slip.totalOdds')}</dt>
          <dd>{odds(bet.oddsX1000)}</dd>
        </div>
        <div>
          <dt>{settled ? t('book.bets.paid') : t('book.slip.potentialWin')}</dt>
          <dd>{money(settled ? bet.settledMinor : bet.potentialWinMinor)}</dd>
        </div>
      </dl>
      {!settled && bet.cashOutMinor !== null ? (
        <button type="button" className="book-button book-cashout" disabled={busy} onClick={() => bet.cashOutMinor !== null && onCashOut(bet, bet.cashOutMinor)}>
          {t('book.bets.cashOut', { amount: money(bet.cashOutMinor) })}
        </button>
      ) : null}
    </article>
  );
}
