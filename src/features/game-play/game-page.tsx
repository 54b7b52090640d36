import { useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { useParams } from 'wouter';
import type { GameItem } from '../../../contracts/casino';
import { decodeGameData } from './game-data';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import { isMobileScreen, lobbyPathOf, openedFrom } from './device';
import { GamePlay, type PaymentForm } from './game-play';
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
  const session = useSystemActor('session');
  // This flow is the page's own actor (not the app's child): its logout reaches the app's session from here.
  const flow = useActorRef(machine.provide({ actions: { logOut: () => session.send({ type: 'session.logout' }) } }), {
    input: { game, isMobile: isMobileScreen(), locale, lobbyUrl: lobbyPathOf(openedFrom()), surface: 'page' },
  });
  return <GamePlay flow={flow} PaymentForm={PaymentForm} />;
}
