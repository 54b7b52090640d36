import type { Engine, RoundParams } from '../../../contracts/games/engine';
import type { FrameI18n } from '../i18n';

/**
 * The checks the server would make, before sending: the engine's own (limits, shape) and the balance.
 * Null when the round may be sent.
 */
export function stakeProblem<P extends RoundParams>(engine: Engine<P>, params: P, balanceMinor: number, i18n: FrameI18n): string | null {
  let betMinor: number;
  try {
    betMinor = engine.betOf(params);
  } catch {
    return i18n.t('frame.error.betLimits', { min: i18n.money(engine.info.minBetMinor), max: i18n.money(engine.info.maxBetMinor) });
  }
  if (betMinor > balanceMinor) return i18n.t('frame.error.insufficientFunds');
  return null;
}
