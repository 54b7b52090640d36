import type { GameItem } from '../../../contracts/casino';
import { useT } from '../../app/hooks';
import styles from './casino.module.css';

/** The heart on a game tile: pressed while the game is a favourite; a guest is asked to log in. */
export function FavoriteButton({ game, pressed, busy, onToggle }: { game: GameItem; pressed: boolean; busy: boolean; onToggle: (game: GameItem) => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t('casinoPlay.favorite', { name: game.name })}
      onClick={() => onToggle(game)}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
