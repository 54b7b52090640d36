import { useActorRef, useSelector } from '@xstate/react';
import { useLocale, useT } from '../../app/hooks';
import { Spinner } from '../../ui/spinner';
import { describeDevice } from './device';
import { formatDateTime } from './format';
import { providedSessionHistoryMachine } from './provide';
import styles from './account.module.css';

/** /dashboard/session-history: every session of the account; another active one can be ended. */
export function SessionHistoryPage() {
  const t = useT();
  const locale = useLocale();
  const actor = useActorRef(providedSessionHistoryMachine);
  const state = useSelector(actor, (s) => ({ value: s.value, ...s.context }));
  const firstLoad = state.value === 'loading' && state.sessions.length === 0;

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('sessions.intro')}</p>
      {firstLoad && <Spinner label={t('common.loading')} />}
      {state.value === 'failed' && (
        <p className={styles.failed} role="alert">
          {state.error}{' '}
          <button type="button" className={styles.inlineButton} onClick={() => actor.send({ type: 'sessions.retry' })}>
            {t('identity.retry')}
          </button>
        </p>
      )}
      {!firstLoad && state.value !== 'failed' && state.sessions.length === 0 && <p>{t('sessions.empty')}</p>}
      <ul className={styles.sessions} aria-label={t('sessions.list')} aria-busy={state.value !== 'listed'}>
        {state.sessions.map((session) => {
          const ending = state.endingId === session.id;
          return (
            <li key={session.id} className={styles.session} data-current={session.current}>
              <div className={styles.sessionHead}>
                <strong>{describeDevice(session.userAgent) ?? t('sessions.unknownDevice')}</strong>
                {session.current && <span className={styles.badge} data-verified="true">{t('sessions.current')}</span>}
                {!session.current && (
                  <span className={styles.badge} data-verified={session.active}>{t(session.active ? 'sessions.active' : 'sessions.ended')}</span>
                )}
              </div>
              <p className={styles.agent}>{session.userAgent}</p>
              <dl className={styles.sessionFacts}>
                <div><dt>{t('sessions.ip')}</dt><dd>{session.ip}</dd></div>
                <div><dt>{t('sessions.started')}</dt><dd>{formatDateTime(session.startedAt, locale)}</dd></div>
                <div><dt>{t('sessions.lastSeen')}</dt><dd>{formatDateTime(session.lastSeenAt, locale)}</dd></div>
              </dl>
              {session.active && !session.current && (
                <button
                  type="button"
                  className={styles.action}
                  disabled={state.value !== 'listed'}
                  aria-busy={ending}
                  onClick={() => actor.send({ type: 'sessions.end', id: session.id })}
                >
                  {t(ending ? 'sessions.ending' : 'sessions.end')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
