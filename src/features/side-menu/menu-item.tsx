import { Link } from 'wouter';
import type { MenuEntry } from '../../../contracts/menu';
import { useBootstrap, useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import { siteOption } from '../../app/site-options';
import { Icon, iconStyle } from '../../ui/icon';
import { isExternalUrl } from './provide';
import styles from './side-menu.module.css';

/** The call-request page of our own (src/app/route-table.ts). */
const CALL_REQUEST_PATH = '/call-request';

function Label({ entry }: { entry: MenuEntry }) {
  const t = useT();
  return (
    <>
      <Icon name={entry.icon} size={20} style={iconStyle(entry.svgStyle)} className={styles.icon} />
      <span className={styles.label}>{t(entry.title)}</span>
      {entry.badge && <span className={styles.badge}>{entry.badge}</span>}
    </>
  );
}

/** One entry: a route, an external link (appKey), a game search (gameData) or an expandable group. */
export function MenuItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const t = useT();
  const bootstrap = useBootstrap();
  const sideMenu = useSystemActor('sideMenu');
  const expanded = useSystemSelector('sideMenu', (s) => s.context.expanded.includes(entry.title));
  const chatOpen = useSystemSelector('chat', (s) => !s.matches('closed'));
  const chatUnread = useSystemSelector('chat', (s) => s.context.unread);

  if (entry.children?.length) {
    const listId = `submenu-${entry.title.replace(/\W+/g, '-')}`;
    return (
      <li>
        <button
          type="button"
          className={styles.entry}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => sideMenu.send({ type: 'sideMenu.groupToggled', title: entry.title })}
        >
          <Label entry={entry} />
          <Icon name="chevron-down" size={18} className={expanded ? styles.chevronOpen : styles.chevron} />
        </button>
        <ul id={listId} className={styles.sublist} hidden={!expanded}>
          {entry.children.map((child) => (
            <MenuItem key={child.title} entry={child} onNavigate={onNavigate} />
          ))}
        </ul>
      </li>
    );
  }
  if (entry.url) {
    return (
      <li>
        {isExternalUrl(entry.url) ? (
          <a href={entry.url} target="_blank" rel="noopener noreferrer" className={styles.entry}>
            <Label entry={entry} />
            <span className="visually-hidden">{t('menu.newTab')}</span>
          </a>
        ) : (
          <Link href={entry.url} className={styles.entry} onClick={onNavigate}>
            <Label entry={entry} />
          </Link>
        )}
      </li>
    );
  }
  if (entry.appKey === 'livechat') {
    return (
      <li className={styles.desktopOnly}>
        <button
          type="button"
          className={styles.entry}
          aria-pressed={chatOpen}
          onClick={() => sideMenu.send({ type: 'chat.toggled', url: siteOption(bootstrap, 'livechat') })}
        >
          <Label entry={entry} />
          {chatUnread > 0 && <span className={styles.badge}>{t('header.chatUnread', { count: chatUnread })}</span>}
        </button>
      </li>
    );
  }
  if (entry.appKey === 'callrequest') {
    // Our own form unless the option holds a third-party address (an operator setting).
    const option = siteOption(bootstrap, 'callrequest');
    const external = option && isExternalUrl(option) ? option : undefined;
    return external ? (
      <li>
        <a href={external} target="_blank" rel="noopener noreferrer" className={styles.entry}>
          <Label entry={entry} />
          <Icon name="external" size={16} className={styles.external} />
          <span className="visually-hidden">{t('menu.newTab')}</span>
        </a>
      </li>
    ) : (
      <li>
        <Link href={option?.startsWith('/') ? option : CALL_REQUEST_PATH} className={styles.entry} onClick={onNavigate}>
          <Label entry={entry} />
        </Link>
      </li>
    );
  }
  if (entry.appKey) {
    const href = siteOption(bootstrap, entry.appKey);
    if (!href) return null;
    return (
      <li>
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.entry}>
          <Label entry={entry} />
          <Icon name="external" size={16} className={styles.external} />
          <span className="visually-hidden">{t('menu.newTab')}</span>
        </a>
      </li>
    );
  }
  if (entry.gameData) {
    const { search, live } = entry.gameData;
    return (
      <li>
        <button type="button" className={styles.entry} onClick={() => sideMenu.send({ type: 'sideMenu.gameRequested', search, live })}>
          <Label entry={entry} />
        </button>
      </li>
    );
  }
  return null;
}
