import { createContext, useContext } from 'react';
import type { FairnessState, RoundAnswer, SessionState } from '../../../contracts/games/api';
import type { GameApi } from '../api';
import type { FrameConfig } from '../config';

export interface PlayContextValue {
  config: FrameConfig;
  api: GameApi;
  session: SessionState;
  balanceMinor: number;
  fairness: FairnessState;
  /** The last round played here, for its verify link. */
  lastRoundId: string | null;
  setBalance(balanceMinor: number): void;
  setFairness(fairness: FairnessState): void;
  /** Every round answer passes here: the balance it reports, and the nonce the next round will use. */
  roundAnswered(answer: RoundAnswer): void;
}

export const PlayContext = createContext<PlayContextValue | null>(null);

export function usePlay(): PlayContextValue {
  const value = useContext(PlayContext);
  if (!value) throw new Error('usePlay outside PlayContext');
  return value;
}

/** The verify page of this game server (the same frame in verify mode), for one round or blank. */
export function verifyHref(config: FrameConfig, roundId?: string | null): string {
  const page = `/games/${encodeURIComponent(config.provider)}/verify`;
  return roundId ? `${page}?${new URLSearchParams({ round: roundId }).toString()}` : page;
}
