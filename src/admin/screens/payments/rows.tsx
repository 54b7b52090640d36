import { useSelector } from '@xstate/react';
import type { useActorRef } from '@xstate/react';
import { Link } from 'wouter';
import type { ReviewItem } from '../../../../contracts/money';
import type { AdminKey } from '../../i18n';
import { useAdminI18n } from '../../i18n';
import type { providedPayments } from './provide';

export type QueueActor = ReturnType<typeof useActorRef<typeof providedPayments>>;

const DAY_MS = 86_400_000;

/** The queue's rows of this page: a tick for bulk decisions, who, how much, where to, the risk facts, Approve / Reject. */
export function QueueTable({ items, queue }: { items: ReviewItem[]; queue: QueueActor }) {
  const { t, money, dateTime } = useAdminI18n();
  const busy = useSelector(queue, (s) => s.context.deciding.length > 0 || s.context.confirming !== null);
  const deciding = useSelector(queue, (s) => s.context.deciding);
  const selected = useSelector(queue, (s) => s.context.selected);
  const ids = items.map((item) => item.id);
  const allTicked = ids.every((id) => selected.includes(id));
  const ask = (id: number, decision: 'approve' | 'reject') => () => {
    if (!busy) queue.send({ type: 'queue.ask', ids: [id], decision });
  };
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">
            <input type="checkbox" aria-label={t('admin.payments.selectPage')} checked={allTicked} onChange={(event) => queue.send({ type: 'queue.selectAll', ids, on: event.target.checked })} />
          </th>
          <th scope="col">{t('admin.payments.reference')}</th>
          <th scope="col">{t('admin.payments.player')}</th>
          <th scope="col" className="number">
            {t('admin.payments.amount')}
          </th>
          <th scope="col">{t('admin.payments.method')}</th>
          <th scope="col">{t('admin.payments.payout')}</th>
          <th scope="col">{t('admin.payments.risk')}</th>
          <th scope="col">{t('admin.payments.created')}</th>
          <th scope="col">{t('admin.payments.decision')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="tick">
              <input
                type="checkbox"
                aria-label={t('admin.payments.select', { reference: item.reference })}
                checked={selected.includes(item.id)}
                onChange={(event) => queue.send({ type: 'queue.select', id: item.id, on: event.target.checked })}
              />
            </td>
            <th scope="row" data-label={t('admin.payments.reference')}>
              {item.reference}
            </th>
            <td data-label={t('admin.payments.player')}>
              <Link href={`/players/${item.playerId}`}>{item.username}</Link>
            </td>
            <td className="number" data-label={t('admin.payments.amount')}>
              {money(item.amount)}
            </td>
            <td data-label={t('admin.payments.method')}>{item.method}</td>
            <td data-label={t('admin.payments.payout')}>
              <Payout payout={item.payout} />
            </td>
            <td data-label={t('admin.payments.risk')}>
              <RiskFacts item={item} />
            </td>
            <td data-label={t('admin.payments.created')}>
              <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
            </td>
            <td className="decision">
              <button type="button" className="primary" aria-disabled={busy || undefined} aria-busy={deciding.includes(item.id)} onClick={ask(item.id, 'approve')}>
                {t('admin.payments.approve')}{' '}
                <span className="visually-hidden">{item.reference}</span>
              </button>
              <button type="button" className="danger" aria-disabled={busy || undefined} onClick={ask(item.id, 'reject')}>
                {t('admin.payments.reject')}{' '}
                <span className="visually-hidden">{item.reference}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What finance weighs: a first withdrawal stands out; money in and out so far; how old the account is. */
function RiskFacts({ item }: { item: ReviewItem }) {
  const { t, money } = useAdminI18n();
  const days = Math.max(0, Math.floor((Date.parse(item.createdAt) - Date.parse(item.risk.signedUpAt)) / DAY_MS));
  return (
    <ul className="risk">
      {item.type === 2 && item.risk.firstWithdrawal && (
        <li>
          <span className="badge warning">{t('admin.payments.risk.first')}</span>
        </li>
      )}
      <li>{t('admin.payments.risk.inOut', { deposited: money(item.risk.deposited), withdrawn: money(item.risk.withdrawn) })}</li>
      <li>{t('admin.payments.risk.age', { days })}</li>
    </ul>
  );
}

/** Where to pay (IBAN, holder, bank...), as the player gave it, each under its name in the operator's language. */
export function Payout({ payout }: { payout: ReviewItem['payout'] }) {
  const { t } = useAdminI18n();
  const entries = Object.entries(payout).filter(([name, value]) => value !== '' && value !== null && name !== 'amount' && name !== 'bonusId');
  const label = (name: string) => {
    const key = `admin.payments.field.${name}` as AdminKey;
    const text = t(key);
    return text === key ? name : text;
  };
  return (
    <dl className="payout">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{label(name)}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** In the confirmation: each row as the operator must check it before the money moves. */
export function DecisionSummary({ rows }: { rows: ReviewItem[] }) {
  const { t, money } = useAdminI18n();
  return (
    <table className="queue summary">
      <caption className="visually-hidden">{t('admin.payments.confirm.summary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.payments.player')}</th>
          <th scope="col" className="number">
            {t('admin.payments.amount')}
          </th>
          <th scope="col">{t('admin.payments.method')}</th>
          <th scope="col">{t('admin.payments.payout')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label={t('admin.payments.player')}>
              {row.username} <span className="reference">{row.reference}</span>
            </th>
            <td className="number" data-label={t('admin.payments.amount')}>
              {money(row.amount)}
            </td>
            <td data-label={t('admin.payments.method')}>{row.method}</td>
            <td data-label={t('admin.payments.payout')}>
              <Payout payout={row.payout} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
