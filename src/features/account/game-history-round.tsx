import type { ReactNode } from 'react';
import type { GameRoundDetail } from '../../../contracts/casino';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../i18n/runtime';
import { formatLiraIn } from '../../ui/lira';
import { formatDateTime } from './format';
import styles from './game-history.module.css';

/** The round in the dialog: what it cost and paid, its transactions, and for our own games the proof to verify. */
export function RoundDetail({ round, t, locale }: { round: GameRoundDetail; t: Translate; locale: Locale }) {
  const money = (amount: number) => formatLiraIn(amount, locale);
  return (
    <>
      <dl className={styles.facts}>
        <Fact label={t('gameHistory.provider')}>{round.providerName}</Fact>
        <Fact label={t('gameHistory.time')}>
          <time dateTime={round.startedAt}>{formatDateTime(round.startedAt, locale)}</time>
        </Fact>
        <Fact label={t('gameHistory.stake')}>{money(round.stake)}</Fact>
        <Fact label={t('gameHistory.win')}>{money(round.win)}</Fact>
        <Fact label={t('gameHistory.net')}>{money(round.net)}</Fact>
        <Fact label={t('gameHistory.status')}>{t(`gameHistory.status.${round.status}`)}</Fact>
      </dl>
      <h3 id="round-transactions">{t('gameHistory.transactions')}</h3>
      {round.transactions.length === 0 ? (
        <p className={styles.muted}>{t('gameHistory.noTransactions')}</p>
      ) : (
        <table className={styles.table} aria-labelledby="round-transactions">
          <thead>
            <tr>
              {(['kind', 'amount', 'time', 'reference', 'status'] as const).map((column) => (
                <th key={column} scope="col">{t(`gameHistory.${column}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {round.transactions.map((tx) => (
              <tr key={tx.reference}>
                <td data-label={t('gameHistory.kind')}>{t(`gameHistory.kind.${tx.kind}`)}</td>
                <td data-label={t('gameHistory.amount')} className={styles.money}>{money(tx.amount)}</td>
                <td data-label={t('gameHistory.time')}>
                  <time dateTime={tx.at}>{formatDateTime(tx.at, locale)}</time>
                </td>
                <td data-label={t('gameHistory.reference')} className={styles.reference}>{tx.reference}</td>
                <td data-label={t('gameHistory.status')}>{t(`gameHistory.txStatus.${tx.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {round.fairness && (
        <section className={styles.proof} aria-labelledby="round-fairness">
          <h3 id="round-fairness">{t('gameHistory.fairness')}</h3>
          <p className={styles.muted}>{t('gameHistory.fairnessIntro')}</p>
          <dl className={styles.facts}>
            <Fact label={t('gameHistory.serverSeedHash')}><code>{round.fairness.serverSeedHash}</code></Fact>
            <Fact label={t('gameHistory.clientSeed')}><code>{round.fairness.clientSeed}</code></Fact>
            <Fact label={t('gameHistory.nonce')}>{round.fairness.nonce}</Fact>
          </dl>
          <a className={styles.verify} href={round.fairness.verifyUrl} target="_blank" rel="noopener noreferrer">
            {t('gameHistory.verify')} <span className="visually-hidden">{t('gameHistory.newTab')}</span>
          </a>
        </section>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
