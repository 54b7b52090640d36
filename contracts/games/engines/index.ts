import type { Engine, EngineId, EngineInfo, Outcome, RoundParams, Settlement } from '../engine';
import { floatsFor } from '../fairness';
import { crash } from './crash';
import { dice } from './dice';
import { fail } from './guards';
import { roulette } from './roulette';
import { slot } from './slot';

export { crash, crashPoint, multiplierAt, msToReach, settleCrash } from './crash';
export { dice, multiplierX10000 } from './dice';
export { roulette, colorOf, RED_NUMBERS } from './roulette';
export { slot, lineWin, PAYLINES, PAYTABLE, STRIPS, SLOT_SYMBOLS } from './slot';

export const engines = { slot, roulette, dice, crash } satisfies { [K in EngineId]: Engine<Extract<RoundParams, { engine: K }>> };

export function engineInfo(id: EngineId): EngineInfo {
  const engine = engines[id];
  if (!engine) fail(`unknown engine ${String(id)}`);
  return engine.info;
}

/** The stake a round's params ask for (validating them). */
export function betOf(params: RoundParams): number {
  switch (params?.engine) {
    case 'slot': return slot.betOf(params);
    case 'roulette': return roulette.betOf(params);
    case 'dice': return dice.betOf(params);
    case 'crash': return crash.betOf(params);
    default: return fail('unknown engine');
  }
}

/** Any engine's round, chosen by `params.engine`. */
export function playRound(floats: readonly number[], params: RoundParams): Settlement<Outcome> {
  switch (params?.engine) {
    case 'slot': return slot.play(floats, params);
    case 'roulette': return roulette.play(floats, params);
    case 'dice': return dice.play(floats, params);
    case 'crash': return crash.play(floats, params);
    default: return fail('unknown engine');
  }
}

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A round from its seeds: what the game server settles and what the verify page recomputes in the browser. */
export async function replayRound(seeds: RoundSeeds, params: RoundParams): Promise<Settlement<Outcome>> {
  const count = engineInfo(params?.engine).floatsPerRound;
  return playRound(await floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, count), params);
}
