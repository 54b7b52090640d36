import { Link } from 'wouter';
import type { CasinoCategory } from '../../../contracts/cms';
import type { GameItem } from '../../../contracts/casino';
import { useT } from '../../app/hooks';
import { GameGrid } from './game-grid';
import styles from './casino.module.css';

const ROW_LENGTH = 12;

/** A home page row: the category's name, a link to its lobby and its first games. */
export function GameRow({ category, slug, games, loading }: { category: CasinoCategory; slug: string; games: GameItem[]; loading: boolean }) {
  const t = useT();
  return (
    <section className={styles.shelf} aria-label={category.name}>
      <div className={styles.shelfHead}>
        <h2>{category.name}</h2>
        <Link href={`/casino/${slug}`} className={styles.seeAll} aria-label={`${t('content.home.seeAll')}: ${category.name}`}>
          {t('content.home.seeAll')}
        </Link>
      </div>
      <GameGrid games={games.slice(0, ROW_LENGTH)} loading={loading} empty={t('content.lobby.empty')} row />
    </section>
  );
}
