import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoundAnswer } from '../../../contracts/games/api';
import type { CrashOutcome, CrashParams } from '../../../contracts/games/engine';
import { usePlay } from '../play/play-context';
import { useRunner } from '../play/use-runner';

/** How often an open round asks the server whether it crashed (or cashed out by itself). */
export const POLL_MS = 300;

export type CrashPhase =
  | { kind: 'idle' }
  /** clockOffsetMs: the server's clock minus ours, so the curve starts where the server's does. */
  | { kind: 'running'; roundId: string; betMinor: number; startedMs: number; clockOffsetMs: number }
  | { kind: 'over'; answer: RoundAnswer; outcome: CrashOutcome | null };

/** One crash round from bet to crash: start or resume it, poll it while open, cash it out. */
export function useCrashRound() {
  const { api, session, roundAnswered } = usePlay();
  const { run, busy, error, setError } = useRunner();
  const [phase, setPhase] = useState<CrashPhase>({ kind: 'idle' });

  const accept = useCallback(
    (answer: RoundAnswer) => {
      roundAnswered(answer);
      if (answer.status === 'open') {
        setPhase({
          kind: 'running',
          roundId: answer.roundId,
          betMinor: answer.betMinor,
          startedMs: Date.parse(answer.startedAt),
          clockOffsetMs: Date.parse(answer.serverTime) - Date.now(),
        });
      } else {
        setPhase({ kind: 'over', answer, outcome: (answer.outcome as CrashOutcome | null) ?? null });
      }
    },
    [roundAnswered],
  );

  // A reload in the middle of a round picks it up again.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !session.openRoundId) return;
    resumed.current = true;
    const roundId = session.openRoundId;
    void run(() => api.round(roundId)).then((answer) => answer && accept(answer));
  }, [api, session.openRoundId, run, accept]);

  const roundId = phase.kind === 'running' ? phase.roundId : null;
  useEffect(() => {
    if (!roundId) return;
    let asking = false;
    let live = true;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      api.round(roundId).then(
        (answer) => {
          asking = false;
          if (live && answer.status !== 'open') accept(answer);
        },
        // A missed poll is retried by the next tick; the round keeps running on the server either way.
        () => {
          asking = false;
        },
      );
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, roundId, accept]);

  const start = async (params: CrashParams) => {
    const answer = await run(() => api.play(params));
    if (answer) accept(answer);
  };

  const cashOut = async () => {
    if (!roundId) return;
    const answer = await run(() => api.cashout(roundId));
    if (answer) accept(answer);
  };

  return { phase, start, cashOut, busy, error, setError };
}
