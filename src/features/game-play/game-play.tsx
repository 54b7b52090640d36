import type { ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { gameLaunchMachine } from '../../../machines/game-launch.machine';
import type { paymentMachine } from '../../../machines/payment.machine';
import { useT } from '../../app/hooks';
import { Spinner } from '../../ui/spinner';
import { DepositSheet } from './deposit-sheet';
import { GameFrame } from './game-frame';
import { RealityCheckDialog, SessionBar, Stage } from './play-time';
import { TopBar } from './top-bar';
import styles from './game-play.module.css';

export type GameLaunchRef = ActorRefFrom<typeof gameLaunchMachine>;
export type PaymentFlowRef = ActorRefFrom<typeof paymentMachine>;
/** The payments feature's form for a payment flow (the app hands it in: features do not import each other). */
export type PaymentForm = ComponentType<{ flow: PaymentFlowRef }>;

/** The game page's and the Game play dialog's content: the top bar, then the game (or a spinner while it launches). */
export function GamePlay({ flow, PaymentForm }: { flow: GameLaunchRef; PaymentForm: PaymentForm }) {
  const t = useT();
  const game = useSelector(flow, (s) => s.context.game);
  const surface = useSelector(flow, (s) => s.context.surface);
  const frame = useSelector(flow, (s) => (s.matches({ open: 'playing' }) ? s.context.frame : null));
  const launches = useSelector(flow, (s) => s.context.launches);
  const error = useSelector(flow, (s) => (s.matches({ open: 'failed' }) ? s.context.error : null));
  const sheet = useSelector(flow, (s) => s.children.depositSheet);
  const check = useSelector(flow, (s) => s.children.realityCheck);

  return (
    <section className={styles.play} aria-label={game.name}>
      <TopBar
        name={game.name}
        headingLevel={surface === 'page' ? 1 : 2}
        onDeposit={() => sheet?.send({ type: 'deposit.open' })}
        onReload={() => flow.send({ type: 'game.refresh' })}
        onClose={() => flow.send({ type: 'game.close' })}
        session={check ? <SessionBar check={check} /> : null}
      />
      <Stage check={check}>
        {frame ? (
          // Each launch is a fresh frame, even when the address did not change.
          <GameFrame key={launches} frame={frame} title={game.name} />
        ) : error !== null ? (
          <div className={styles.failed} role="alert">
            <p>{t('casinoPlay.failed')}</p>
            {error && <p className={styles.muted}>{error}</p>}
            <p className={styles.muted}>{t('casinoPlay.failedHint')}</p>
          </div>
        ) : (
          <Spinner label={t('game.loading')} size={48} />
        )}
      </Stage>
      {check && <RealityCheckDialog check={check} />}
      {sheet && <DepositSheet sheet={sheet} PaymentForm={PaymentForm} ownToaster={surface === 'page'} />}
    </section>
  );
}
