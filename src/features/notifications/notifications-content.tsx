import { useEffect, useRef, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { NotificationItem } from '../../../contracts/notifications';
import { selectOpenItem, selectPanelView } from '../../../machines/notifications.machine';
import { useLocale, useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { notificationTime, typeIcon, typeName } from './notification-format';
import { useNotificationsActor } from './use-notifications';
import styles from './notifications.module.css';

interface ContentProps {
  titleId: string;
  onClose: () => void;
}

/** The panel's content, the same in the desktop panel and the mobile sheet: a title, then the list or one notification. */
export function NotificationsContent({ titleId, onClose }: ContentProps) {
  const t = useT();
  const actor = useNotificationsActor();
  // Back puts the focus on the notification that was open.
  const lastOpened = useRef<number | null>(null);
  const view = useSelector(actor, (s) => (s ? selectPanelView(s) : 'loading'));
  return (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('header.notifications')}
        </h2>
        <button type="button" className={styles.iconButton} aria-label={t('notifications.close')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className={styles.body} aria-busy={view === 'loading'}>
        {view === 'loading' && <p className={styles.status}>{t('common.loading')}</p>}
        {view === 'empty' && <p className={styles.status}>{t('header.notificationsEmpty')}</p>}
        {view === 'failed' && <LoadFailed />}
        {view === 'list' && <NotificationList lastOpened={lastOpened} />}
        {view === 'detail' && <NotificationDetail />}
      </div>
    </>
  );
}

function LoadFailed() {
  const t = useT();
  const actor = useNotificationsActor();
  const error = useSelector(actor, (s) => s?.context.error ?? null);
  return (
    <div className={styles.status} role="alert">
      <p>{t('notifications.loadFailed')}</p>
      {error && <p className={styles.muted}>{error}</p>}
      <button type="button" className={styles.retry} onClick={() => actor?.send({ type: 'notifications.retry' })}>
        {t('notifications.retry')}
      </button>
    </div>
  );
}

const NONE: NotificationItem[] = [];

function NotificationList({ lastOpened }: { lastOpened: RefObject<number | null> }) {
  const actor = useNotificationsActor();
  const items = useSelector(actor, (s) => s?.context.items ?? NONE);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (lastOpened.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-id="${lastOpened.current}"]`)?.focus();
    lastOpened.current = null;
  }, [lastOpened]);
  return (
    <ul className={styles.list} ref={list}>
      {items.map((item) => (
        <li key={item.id}>
          <ListItem item={item} onOpen={() => {
            lastOpened.current = item.id;
            actor?.send({ type: 'notifications.open', id: item.id });
          }} />
        </li>
      ))}
    </ul>
  );
}

function TypeIcon({ type }: { type: number }) {
  const t = useT();
  const name = typeName(type);
  return (
    <span className={styles.typeIcon} data-type={name}>
      <Icon name={typeIcon(type)} size={18} title={t(`notifications.type.${name}`)} />
    </span>
  );
}

function ListItem({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <button type="button" className={styles.item} data-id={item.id} data-read={item.isRead} onClick={onOpen}>
      <TypeIcon type={item.type} />
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{item.title}</span>
        <span className={styles.note}>{item.note}</span>
        <time className={styles.time} dateTime={item.timeStamp}>
          {notificationTime(item.timeStamp, locale)}
        </time>
      </span>
      {!item.isRead && <span className={styles.dot} role="img" aria-label={t('notifications.unreadDot')} />}
    </button>
  );
}

function NotificationDetail() {
  const t = useT();
  const locale = useLocale();
  const actor = useNotificationsActor();
  const item = useSelector(actor, (s) => (s ? selectOpenItem(s) : null));
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  if (!item) return null;
  return (
    <article className={styles.detail} aria-labelledby={`notification-${item.id}`}>
      <div className={styles.detailHead}>
        <button
          ref={back}
          type="button"
          className={styles.iconButton}
          aria-label={t('notifications.back')}
          onClick={() => actor?.send({ type: 'notifications.back' })}
        >
          <Icon name="arrow-left" size={18} />
        </button>
        <h3 id={`notification-${item.id}`} className={styles.detailType}>
          {t(`notifications.type.${typeName(item.type)}`)}
        </h3>
      </div>
      <p className={styles.detailTitle}>{item.title}</p>
      <p className={styles.detailNote}>{item.note}</p>
      <time className={styles.time} dateTime={item.timeStamp}>
        {notificationTime(item.timeStamp, locale)}
      </time>
    </article>
  );
}
