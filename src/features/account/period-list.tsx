import type { ReactNode } from 'react';
import { useT } from '../../app/hooks';
import styles from './activity.module.css';

/**
 * The pieces the account area's period lists share (Financial Activities, Game History, Sports Bets): the date range
 * fields, the period's totals, the load failure with its retry, and the pager. Each page keeps its own table.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today on the player's clock (yyyy-mm-dd). */
export const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** How an amount reads: a gain green, a loss red, nothing won or lost plain. */
export const signOf = (amount: number) => (amount > 0 ? 'gain' : amount < 0 ? 'loss' : undefined);

/** The From and To date fields: each bounds the other. */
export function DateRangeFields(props: { from: string; to: string; fromLabel: string; toLabel: string; onChange: (range: { from?: string; to?: string }) => void }) {
  return (
    <>
      <label>
        <span>{props.fromLabel}</span>
        <input type="date" value={props.from} max={props.to || undefined} onChange={(event) => props.onChange({ from: event.target.value })} />
      </label>
      <label>
        <span>{props.toLabel}</span>
        <input type="date" value={props.to} min={props.from || undefined} onChange={(event) => props.onChange({ to: event.target.value })} />
      </label>
    </>
  );
}

/** The filters form: never submitted (every change applies at once). */
export function FiltersForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form className={styles.filters} aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

export interface TotalCard {
  label: string;
  amount: string;
  sign?: string;
}

export function PeriodTotals({ label, cards }: { label: string; cards: TotalCard[] }) {
  return (
    <section className={styles.totals} aria-label={label}>
      {cards.map((card) => (
        <div key={card.label} className={styles.card}>
          <p className={styles.cardLabel}>{card.label}</p>
          <p className={styles.amount} data-sign={card.sign}>{card.amount}</p>
        </div>
      ))}
    </section>
  );
}

/** A failed load: the reason, and a retry beside it. */
export function LoadFailed({ error, retryLabel, onRetry }: { error: string | null; retryLabel?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <p className={styles.failed} role="alert">
      {error}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {retryLabel ?? t('identity.retry')}
      </button>
    </p>
  );
}

export function Pager(props: {
  label: string;
  pageText: string;
  previousLabel: string;
  nextLabel: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav className={styles.paging} aria-label={props.label}>
      <button type="button" className={styles.action} disabled={!props.canPrevious} onClick={props.onPrevious}>
        {props.previousLabel}
      </button>
      <span aria-live="polite">{props.pageText}</span>
      <button type="button" className={styles.action} disabled={!props.canNext} onClick={props.onNext}>
        {props.nextLabel}
      </button>
    </nav>
  );
}
