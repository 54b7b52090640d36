import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import styles from './header.module.css';

/** The bell of the logged-in header; the badge shows the unread count and hides at 0 (product §4). */
export function NotificationBell({ unread = 0 }: { unread?: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div className={`${styles.bellWrap} ${styles.desktopOnly}`} ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.notifications')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {unread > 0 && <span className={styles.badge}>{unread >= 9 ? '9+' : unread}</span>}
      </button>
      {open && (
        <div id={panelId} className={styles.bellPanel} role="region" aria-label={t('header.notifications')}>
          <p className={styles.bellTitle}>{t('header.notifications')}</p>
          <p className={styles.bellEmpty}>{t('header.notificationsEmpty')}</p>
        </div>
      )}
    </div>
  );
}
