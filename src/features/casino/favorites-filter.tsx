import { Link } from 'wouter';
import { useT } from '../../app/hooks';
import styles from './casino.module.css';

export const FAVORITES_FILTER = 'favorites';

/** The lobby's filter: all of the category's games, or the player's favourites. */
export function FavoritesFilter({ slug, favoritesOnly }: { slug: string; favoritesOnly: boolean }) {
  const t = useT();
  return (
    <nav className={styles.filters} aria-label={t('casinoPlay.filter')}>
      <Link href={`/casino/${slug}`} className={styles.chip} aria-current={favoritesOnly ? undefined : 'page'}>
        {t('casinoPlay.filterAll')}
      </Link>
      <Link href={`/casino/${slug}?filter=${FAVORITES_FILTER}`} className={styles.chip} aria-current={favoritesOnly ? 'page' : undefined}>
        {t('casinoPlay.filterFavorites')}
      </Link>
    </nav>
  );
}
