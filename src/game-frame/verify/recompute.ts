import type { Outcome, RoundParams, Settlement } from '../../../contracts/games/engine';
import { engineInfo, playRound } from '../../../contracts/games/engines/index';
import { floatsFor, sha256Hex } from '../../../contracts/games/fairness';

export interface Recomputed {
  serverSeedHash: string;
  floats: number[];
  settlement: Settlement<Outcome>;
}

/** The round again, in this browser, from its seeds: the same code the game server settled it with. */
export async function recompute(seeds: { serverSeed: string; clientSeed: string; nonce: number }, params: RoundParams): Promise<Recomputed> {
  const [serverSeedHash, floats] = await Promise.all([
    sha256Hex(seeds.serverSeed),
    floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, engineInfo(params.engine).floatsPerRound),
  ]);
  return { serverSeedHash, floats, settlement: playRound(floats, params) };
}

/** Whether a recorded outcome is the recomputed one (a crash round compares its crash point: the cash-out was the player's). */
export function sameOutcome(recorded: unknown, recomputed: Outcome): boolean {
  if (typeof recorded !== 'object' || recorded === null) return false;
  const stored = recorded as Record<string, unknown>;
  switch (recomputed.engine) {
    case 'crash':
      return stored.crashAt === recomputed.crashAt;
    case 'roulette':
      return stored.number === recomputed.number;
    case 'dice':
      return stored.roll === recomputed.roll;
    case 'slot':
      return JSON.stringify(stored.stops) === JSON.stringify(recomputed.stops);
  }
}
