import type { Ref } from 'react';
import type { GameItem } from '../../../contracts/casino';
import { useT } from '../../app/hooks';
import { sameGame } from '../../../machines/favorites.machine';
import { GameTile, SkeletonTiles } from './game-tile';
import { useFavorites, useOpenGame, useToggleFavorite } from '../../app/session-hooks';
import styles from './casino.module.css';

interface Props {
  games: GameItem[];
  loading: boolean;
  empty: string;
  /** A single row (home page) instead of the wrapping grid. */
  row?: boolean;
  /** The list element, for a row's arrows. */
  listRef?: Ref<HTMLUListElement>;
}

export function GameGrid({ games, loading, empty, row = false, listRef }: Props) {
  const t = useT();
  const openGame = useOpenGame();
  const toggleFavorite = useToggleFavorite();
  const favorites = useFavorites();
  if (!loading && games.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul ref={listRef} className={row ? styles.row : styles.grid} aria-busy={loading || undefined}>
      {loading ? (
        <SkeletonTiles count={row ? 6 : 12} />
      ) : (
        games.map((game) => (
          <GameTile
            key={game.id}
            game={game}
            onOpen={openGame}
            label={`${t('content.lobby.play', { name: game.name })}, ${game.providerName}`}
            favorite={{
              pressed: favorites.games.some((g) => sameGame(g, game)),
              busy: favorites.pending.some((g) => sameGame(g, game)),
              onToggle: toggleFavorite,
            }}
          />
        ))
      )}
    </ul>
  );
}
