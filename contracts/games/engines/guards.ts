import type { EngineInfo, RoundParams } from '../engine';

/** Shared checks: every engine refuses what it cannot settle with a RangeError and a short reason. */
export function fail(reason: string): never {
  throw new RangeError(reason);
}

export function expectEngine<P extends RoundParams>(params: RoundParams, engine: P['engine']): asserts params is P {
  if (params?.engine !== engine) fail(`params are not for ${engine}`);
}

export function expectFloats(floats: readonly number[], info: EngineInfo): void {
  if (floats.length < info.floatsPerRound) fail(`${info.id} needs ${info.floatsPerRound} floats`);
  for (let i = 0; i < info.floatsPerRound; i++) {
    const float = floats[i];
    if (!(float >= 0 && float < 1)) fail('floats must lie in [0, 1)');
  }
}

export function isMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function expectStake(betMinor: number, info: EngineInfo): number {
  if (!isMinor(betMinor)) fail('bet must be a positive whole number of minor units');
  if (betMinor < info.minBetMinor) fail(`bet below the minimum of ${info.minBetMinor}`);
  if (betMinor > info.maxBetMinor) fail(`bet above the maximum of ${info.maxBetMinor}`);
  return betMinor;
}
