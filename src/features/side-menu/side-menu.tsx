import { Link } from 'wouter';
import { MENU_PARTNER_URL, MENU_PROMOTIONS_URL, type MenuEntry } from '../../../contracts/menu';
import { useBootstrap, useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import { useBetcoAccess } from '../../app/session-hooks';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { FollowRow } from './follow-row';
import { LanguageSelect } from './language-select';
import { MenuItem } from './menu-item';
import styles from './side-menu.module.css';

const PROMOTIONS = MENU_PROMOTIONS_URL;
const BETCO = MENU_PARTNER_URL;

/** The side panel (product §2 Side menu): a native modal <dialog>; Escape or a click on the mask closes it. */
export function SideMenu() {
  const t = useT();
  const sideMenu = useSystemActor('sideMenu');
  const open = useSystemSelector('sideMenu', (s) => s.matches('open'));
  const { menu } = useBootstrap();
  const betco = useBetcoAccess();
  if (!open) return null;

  const close = () => sideMenu.send({ type: 'sideMenu.close' });
  // Promotions is a fixed entry at the top; the partner sportsbook only for players with betco access.
  const shown = (entry: MenuEntry) => entry.url !== PROMOTIONS && (betco || entry.url !== BETCO);

  return (
    <Dialog variant="side" title={t('menu.title')} closeLabel={t('menu.close')} onClose={close} closeOnBackdrop>
      <nav aria-label={t('menu.title')} className={styles.nav}>
        <Link href={PROMOTIONS} className={styles.promotions} onClick={close}>
          <Icon name="gift" size={22} />
          {t('menu.promotions')}
        </Link>
        {menu.map((group) => {
          const entries = group.entries.filter(shown);
          if (entries.length === 0) return null;
          const headingId = `menu-group-${group.title.replace(/\W+/g, '-')}`;
          return (
            <section key={group.title} className={styles.group} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.groupTitle}>
                {t(`menu.group.${group.title}`)}
              </h3>
              <ul className={styles.list}>
                {entries.map((entry) => (
                  <MenuItem key={entry.title} entry={entry} onNavigate={close} />
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      <div className={styles.footer}>
        <LanguageSelect />
        <FollowRow />
      </div>
    </Dialog>
  );
}
