import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine, SessionFigures } from '../../../machines/reality-check.machine';
import { useLocale, useT } from '../../app/hooks';
import { useBalance } from '../../app/session-hooks';
import { Dialog } from '../../ui/dialog';
import { formatLiraIn } from '../../ui/lira';
import styles from './game-play.module.css';

export type RealityCheckRef = ActorRefFrom<typeof realityCheckMachine>;

/** The session's time played now: the server's figure, plus what passed on this page since it arrived. */
const playedMs = (figures: SessionFigures, now: number) => figures.elapsedMs + Math.max(0, now - figures.receivedAt);

const pad = (n: number) => String(n).padStart(2, '0');
/** 1:05:09 — the bar's clock. */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Re-renders every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** In the game's top bar: how long this session has lasted and what it has won or lost (responsible gambling). */
export function SessionBar({ check }: { check: RealityCheckRef }) {
  const t = useT();
  const locale = useLocale();
  const figures = useSelector(check, (s) => s.context.figures);
  const now = useNow();
  // A round moved money: the net follows it (the balance poll sees it within 3 s) rather than the next 30 s refresh.
  const balance = useBalance();
  useEffect(() => check.send({ type: 'reality.refresh' }), [balance, check]);
  if (!figures) return null;
  const net = figures.netMinor / 100;
  return (
    <p className={styles.sessionBar}>
      <span>
        <span className="visually-hidden">{t('reality.sessionTime')} </span>
        <time title={t('reality.sessionTime')}>{clockText(playedMs(figures, now))}</time>
      </span>
      <span className={net < 0 ? styles.loss : net > 0 ? styles.gain : undefined} title={t('reality.sessionNet')}>
        <span className="visually-hidden">{t('reality.sessionNet')} </span>
        {`${net > 0 ? '+' : ''}${formatLiraIn(net, locale)}`}
      </span>
    </p>
  );
}

/** The reality check: over the stopped game, the time played and the net result, and the three ways on. */
export function RealityCheckDialog({ check }: { check: RealityCheckRef }) {
  const t = useT();
  const locale = useLocale();
  const asking = useSelector(check, (s) => s.matches({ check: 'asking' }));
  const figures = useSelector(check, (s) => s.context.figures);
  if (!asking || !figures) return null;
  const minutes = Math.floor(playedMs(figures, Date.now()) / 60_000);
  const played = t('reality.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <Dialog title={t('reality.title')} closeLabel={t('dialog.close')} onClose={() => check.send({ type: 'reality.continue' })}>
      <div className={styles.reality}>
        <p>{t('reality.played', { duration: played })}</p>
        <p>
          {t('reality.net', { net: formatLiraIn(figures.netMinor / 100, locale), staked: formatLiraIn(figures.wageredMinor / 100, locale) })}
        </p>
        <p className={styles.muted}>{t('reality.interval', { minutes: figures.realityCheckMinutes })}</p>
        <div className={styles.realityActions}>
          <button type="button" className={styles.deposit} onClick={() => check.send({ type: 'reality.continue' })}>
            {t('reality.continue')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => check.send({ type: 'reality.history' })}>
            {t('reality.history')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => check.send({ type: 'reality.logout' })}>
            {t('reality.logout')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Where the game shows; while the reality check asks, the game cannot be reached (inert) until the player chooses. */
export function Stage({ check, children }: { check: RealityCheckRef | undefined; children: ReactNode }) {
  return check ? <CheckedStage check={check}>{children}</CheckedStage> : <div className={styles.stage}>{children}</div>;
}

function CheckedStage({ check, children }: { check: RealityCheckRef; children: ReactNode }) {
  const asking = useSelector(check, (s) => s.matches({ check: 'asking' }));
  return (
    <div className={styles.stage} inert={asking}>
      {children}
    </div>
  );
}
