import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import type { GameItem } from '../../../contracts/casino';
import { decodeGameData } from './game-data';
import { useAppActor, useLocale, useSystemActor, useT } from '../../app/hooks';
import { isMobileScreen, lobbyPathOf, openedFrom } from './device';
import { GamePlay, type GameLaunchRef, type PaymentForm } from './game-play';
import type { ProvidedGameLaunch } from './provide';
import styles from './game-play.module.css';

interface Props {
  /** The game launch with its effects and its deposit flow (composed by the app). */
  machine: ProvidedGameLaunch;
  PaymentForm: PaymentForm;
}

/** /casino/play/{encoded game data} (non-mobile): the game under its top bar; close returns to the lobby it came from. */
export function GamePage({ machine, PaymentForm }: Props) {
  const t = useT();
  const { data = '' } = useParams<{ data: string }>();
  const game = useMemo(() => decodeGameData(data), [data]);
  return (
    <main className={styles.page}>
      {game ? (
        <PlayingGame key={data} game={game} machine={machine} PaymentForm={PaymentForm} />
      ) : (
        <div className={styles.failed} role="alert">
          <h1>{t('route.play')}</h1>
          <p>{t('casinoPlay.failed')}</p>
        </div>
      )}
    </main>
  );
}

function PlayingGame({ game, machine, PaymentForm }: Props & { game: GameItem }) {
  const locale = useLocale();
  const app = useAppActor();
  const session = useSystemActor('session');
  // The flow runs as the app's child `gamePage` (in the app's system: the Recently played row and the balance hear
  // it), started with the page and stopped when the page goes.
  const [flow, setFlow] = useState<GameLaunchRef | null>(null);
  const input = useRef({ game, isMobile: isMobileScreen(), locale, lobbyUrl: lobbyPathOf(openedFrom()), surface: 'page' as const });
  useEffect(() => {
    app.send({
      type: 'gamePage.start',
      logic: machine.provide({ actions: { logOut: () => session.send({ type: 'session.logout' }) } }),
      input: input.current,
    });
    const children = app.getSnapshot().children as Record<string, unknown>;
    setFlow((children.gamePage as GameLaunchRef | undefined) ?? null);
    return () => {
      setFlow(null);
      app.send({ type: 'gamePage.stop' });
    };
  }, [app, machine, session]);
  return flow ? <GamePlay flow={flow} PaymentForm={PaymentForm} /> : null;
}
