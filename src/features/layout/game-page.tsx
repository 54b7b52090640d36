import { useParams } from 'wouter';
import { decodeGameData } from '../../app/game-data';
import { useT } from '../../app/hooks';
import { Spinner } from '../../ui/spinner';
import styles from './layout.module.css';

/** /casino/play/{encoded game data}: the game name over the game frame (the frame comes with the launch). */
export function GamePage() {
  const t = useT();
  const { data = '' } = useParams<{ data: string }>();
  const game = decodeGameData(data);
  return (
    <main className={styles.game}>
      <h1 className={styles.gameTitle}>{game?.name ?? t('route.play')}</h1>
      <div className={styles.gameFrame}>
        <Spinner label={t('game.loading')} size={48} />
      </div>
    </main>
  );
}
