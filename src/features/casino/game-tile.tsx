import type { GameItem } from '../../../contracts/casino';
import { FavoriteButton } from './favorite-button';
import { GameInfo } from './game-info';
import styles from './casino.module.css';

export interface TileFavorite {
  pressed: boolean;
  busy: boolean;
  onToggle: (game: GameItem) => void;
}

/** A game: its art, name and provider open it; the heart and the info button sit on the art. */
export function GameTile({ game, onOpen, label, favorite }: { game: GameItem; onOpen: (game: GameItem) => void; label: string; favorite: TileFavorite }) {
  return (
    <li className={styles.tile}>
      <button type="button" className={styles.tileButton} onClick={() => onOpen(game)} aria-label={label}>
        <img className={styles.art} src={game.imageUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
        <span className={styles.gameName}>{game.name}</span>
        <span className={styles.provider}>{game.providerName}</span>
      </button>
      <div className={styles.tileActions}>
        <FavoriteButton game={game} {...favorite} />
        <GameInfo game={game} />
      </div>
    </li>
  );
}

export function SkeletonTiles({ count = 12 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.tile} aria-hidden="true">
          {/* the tile's own boxes and line heights, so real tiles take exactly its place */}
          <span className={`${styles.tileButton} ${styles.skeleton}`}>
            <span className={`${styles.art} ${styles.shimmer}`} />
            <span className={styles.gameName}>&nbsp;</span>
            <span className={styles.provider}>&nbsp;</span>
          </span>
        </li>
      ))}
    </>
  );
}
