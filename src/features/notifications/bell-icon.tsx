import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { badgeText } from './badge';
import styles from './notifications.module.css';

/** The bell with its badge; it shakes once per change of the number of notifications (not with reduced motion). */
export function BellIcon({ unread, shakes }: { unread: number; shakes: number }) {
  const badge = badgeText(unread);
  return (
    <>
      <span key={shakes} className={shakes > 0 ? styles.shake : styles.still} data-shakes={shakes}>
        <Icon name="bell" />
      </span>
      {badge !== null && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </>
  );
}

/** The bell button's description ("3 unread notifications"), outside the button so its name stays Notifications. */
export function UnreadDescription({ id, unread }: { id: string; unread: number }) {
  const t = useT();
  return unread > 0 ? (
    <span id={id} hidden>
      {t('notifications.unread', { count: unread })}
    </span>
  ) : null;
}
