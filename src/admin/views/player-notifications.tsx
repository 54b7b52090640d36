import { useSelector } from '@xstate/react';
import { NotificationType, enumName } from '../../../contracts/enums';
import { useAdminI18n } from '../i18n';
import type { PlayerFlow } from './player';
import { Failed, MoreButton } from './player-parts';

/** The player's notifications as they read them (the server renders templates in the operator's language). */
export function PlayerNotifications({ flow }: { flow: PlayerFlow }) {
  const { t, dateTime } = useAdminI18n();
  const loading = useSelector(flow, (s) => s.matches({ ready: { notifications: 'loading' } }) || s.matches({ ready: { notifications: 'unread' } }));
  const failed = useSelector(flow, (s) => s.matches({ ready: { notifications: 'failed' } }));
  const loadingMore = useSelector(flow, (s) => s.matches({ ready: { notifications: 'loadingMore' } }));
  const error = useSelector(flow, (s) => s.context.notificationsError);
  const items = useSelector(flow, (s) => s.context.notifications);
  const more = useSelector(flow, (s) => s.context.notificationsCursor !== null);
  if (loading) return <p role="status">{t('admin.loading')}</p>;
  if (failed) return <Failed message={error} onRetry={() => flow.send({ type: 'notifications.retry' })} />;
  return (
    <>
      <p className="subtle">{t('admin.player.notificationsHint')}</p>
      {items.length === 0 ? (
        <p className="empty" role="status">
          {t('admin.player.notificationsEmpty')}
        </p>
      ) : (
        <table className="queue">
          <caption className="visually-hidden">{t('admin.player.notifications')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.player.at')}</th>
              <th scope="col">{t('admin.player.notificationType')}</th>
              <th scope="col">{t('admin.player.notificationTitle')}</th>
              <th scope="col">{t('admin.player.notificationNote')}</th>
              <th scope="col">{t('admin.player.notificationRead')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label={t('admin.player.at')}>
                  <time dateTime={item.timeStamp}>{dateTime(item.timeStamp)}</time>
                </td>
                <td data-label={t('admin.player.notificationType')}>
                  {t(`admin.player.notificationType.${enumName(NotificationType, item.type) ?? 'System'}`)}
                  {item.byOperator && <span className="badge">{t('admin.player.byOperator')}</span>}
                </td>
                <td data-label={t('admin.player.notificationTitle')}>{item.title}</td>
                <td data-label={t('admin.player.notificationNote')} className="note">
                  {item.note}
                </td>
                <td data-label={t('admin.player.notificationRead')}>
                  {item.isRead ? t('admin.player.read') : <span className="badge active">{t('admin.player.unread')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {more && <MoreButton busy={loadingMore} onMore={() => flow.send({ type: 'notifications.more' })} />}
    </>
  );
}
