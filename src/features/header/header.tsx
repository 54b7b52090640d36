import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import { useLoggedIn, useOpenDialog } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { GuestActions } from './header-actions';
import { PlayerActions } from './player-actions';
import { Logo } from './logo';
import { useScrollFeed } from './use-scroll-feed';
import styles from './header.module.css';

/**
 * Logo, back, search and menu on every screen; the right side depends on the session (product §2 Header).
 * `notifications`: the bell and its panel for a logged-in player (composed by the app).
 */
export function Header({ notifications }: { notifications?: ReactNode } = {}) {
  const t = useT();
  const [location] = useLocation();
  const loggedIn = useLoggedIn();
  const openDialog = useOpenDialog();
  const sideMenu = useSystemActor('sideMenu');
  const menuOpen = useSystemSelector('sideMenu', (s) => s.matches('open'));
  const hidden = useSystemSelector('header', (s) => s.matches('hidden'));
  useScrollFeed();
  const searchTarget = location.startsWith('/casino/live') ? '/casino/live' : '/casino/slot';

  return (
    <header className={styles.header} data-hidden={hidden}>
      <div className={styles.bar}>
        <div className={styles.start}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            onClick={() => sideMenu.send({ type: 'sideMenu.open' })}
          >
            <Icon name="menu" size={24} />
          </button>
          {location !== '/' && (
            <button type="button" className={`${styles.iconButton} ${styles.back}`} aria-label={t('header.back')} onClick={() => history.back()}>
              <Icon name="back" size={22} />
            </button>
          )}
          <Link href="/" className={styles.home}>
            {/* named in words (the wordmark is drawn, not read) */}
            <span className="visually-hidden">{t('header.home')}</span>
            <Logo />
          </Link>
          <Link href={`${searchTarget}?focus=search`} aria-label={t('header.search')} className={styles.iconButton}>
            <Icon name="search" size={22} />
          </Link>
        </div>
        {loggedIn ? <PlayerActions notifications={notifications} /> : <GuestActions onLogin={() => openDialog({ name: 'login' })} />}
      </div>
    </header>
  );
}
