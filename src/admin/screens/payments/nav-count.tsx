import { useActorRef, useSelector } from '@xstate/react';
import './payments.css';
import { useAdminI18n } from '../../i18n';
import { providedPendingCount } from './provide';

/** Beside "Payments queue" in the navigation: how many requests wait (withdrawals and bank transfers), kept live. */
export function PendingCount() {
  const { t } = useAdminI18n();
  const count = useActorRef(providedPendingCount);
  const counts = useSelector(count, (s) => s.context.counts);
  const total = counts ? counts.withdrawals + counts.deposits : 0;
  if (total === 0) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{total}</span>
      <span className="visually-hidden"> {t('admin.nav.pending', { count: total })}</span>
    </span>
  );
}
