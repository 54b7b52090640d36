import { useEffect, useId } from 'react';
import { useT } from '../../app/hooks';
import { ROW_LENGTH } from '../../app/home/shelves';
import { useLoggedIn, useRecentGames } from '../../app/session-hooks';
import { GameGrid } from './game-grid';
import styles from './casino.module.css';

/** A logged-in player's Recently played row (home page and casino lobbies); none before the first game. */
export function RecentGamesRow() {
  const t = useT();
  const id = useId();
  const loggedIn = useLoggedIn();
  const { games, reload } = useRecentGames();
  // Coming back from a game, the row asks again: that game is the most recent now.
  useEffect(() => reload(), [reload]);
  // Until the first answer the row holds its place (skeletons), so the rows below do not jump when it comes.
  if (!loggedIn || games?.length === 0) return null;
  return (
    <section className={styles.shelf} aria-labelledby={id}>
      <div className={styles.shelfHead}>
        <h2 id={id}>{t('casinoPlay.recent')}</h2>
      </div>
      <GameGrid games={games?.slice(0, ROW_LENGTH) ?? []} loading={games === null} empty="" row />
    </section>
  );
}
