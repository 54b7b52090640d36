import { useBootstrap, useT } from '../../app/hooks';
import { siteOption } from '../../app/site-options';
import { Icon } from '../../ui/icon';
import styles from './side-menu.module.css';

const NETWORKS = ['twitter', 'instagram', 'telegram'] as const;

export function FollowRow() {
  const t = useT();
  const bootstrap = useBootstrap();
  const links = NETWORKS.flatMap((network) => {
    const href = siteOption(bootstrap, network);
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <section className={styles.follow} aria-labelledby="menu-follow">
      <h3 id="menu-follow" className={styles.groupTitle}>
        {t('menu.followMe')}
      </h3>
      <ul>
        {links.map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${t(`menu.${network}`)} ${t('menu.newTab')}`}>
              <Icon name={network} size={20} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
