import { Link } from 'wouter';
import { EXCLUSION_INDEFINITE, type ExclusionState } from '../../../contracts/limits';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import { formatDateTime } from '../../ui/date-time';
import styles from './excluded-dialog.module.css';

/**
 * What a player under a time-out or self-exclusion reads after logging in: until when, that deposits, games and bets
 * are closed, and the two ways left open (withdraw the balance, read the history). The server enforces each of them.
 */
export function ExcludedDialog({ kind, until }: ExclusionState) {
  const t = useT();
  const locale = useLocale();
  const dialogs = useSystemActor('dialogs');
  const close = () => dialogs.send({ type: 'dialog.close', name: 'excluded' });
  const when = until === EXCLUSION_INDEFINITE ? null : formatDateTime(until, locale);
  return (
    <div className={styles.body}>
      <p role="alert">
        {kind === 'timeout' ? t('excluded.timeout', { until: when ?? '' }) : when ? t('excluded.selfExclusion', { until: when }) : t('excluded.selfExclusionIndefinite')}
      </p>
      <p>{t('excluded.stillOpen')}</p>
      <div className={styles.actions}>
        <Link href="/dashboard/withdraw" className={styles.primary} onClick={close}>
          {t('excluded.withdraw')}
        </Link>
        <Link href="/dashboard/financial-activities" className={styles.secondary} onClick={close}>
          {t('excluded.history')}
        </Link>
      </div>
      <p className={styles.help}>
        <Link href="/dashboard/responsible-gaming" onClick={close}>
          {t('excluded.help')}
        </Link>
      </p>
    </div>
  );
}
