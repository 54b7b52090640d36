import type { EngineId, RoundParams } from '../../../contracts/games/engine';
import type { FrameKey } from '../i18n';

/** The verify form's round parameters as typed (lira as text), for every engine at once. */
export interface ParamsDraft {
  bet: string;
  betPerLine: string;
  chance: string;
  direction: 'under' | 'over';
  autoCashout: string;
  rouletteBets: string;
}

export const emptyDraft: ParamsDraft = { bet: '1.00', betPerLine: '0.10', chance: '49.50', direction: 'under', autoCashout: '', rouletteBets: '[{"kind":"red","amountMinor":100}]' };

export class DraftError extends Error {
  constructor(readonly key: FrameKey) {
    super(key);
  }
}

const decimalOf = (text: string): number => Number(text.trim().replace(',', '.'));
const minorOf = (text: string): number => {
  const value = decimalOf(text);
  if (!Number.isFinite(value) || value <= 0) throw new DraftError('frame.verify.badAmount');
  return Math.round(value * 100);
};
const liraText = (minor: unknown, fallback: string) => (typeof minor === 'number' ? (minor / 100).toFixed(2) : fallback);

export function draftToParams(engine: EngineId, draft: ParamsDraft): RoundParams {
  switch (engine) {
    case 'slot':
      return { engine, betPerLineMinor: minorOf(draft.betPerLine) };
    case 'dice': {
      const chance = decimalOf(draft.chance);
      if (!Number.isFinite(chance)) throw new DraftError('frame.verify.badChance');
      return { engine, target: Math.round(chance * 100), direction: draft.direction, betMinor: minorOf(draft.bet) };
    }
    case 'crash': {
      const auto = draft.autoCashout.trim() === '' ? null : Math.round(decimalOf(draft.autoCashout) * 100);
      if (auto !== null && !Number.isFinite(auto)) throw new DraftError('frame.verify.badAuto');
      return { engine, autoCashout: auto, betMinor: minorOf(draft.bet) };
    }
    case 'roulette': {
      let bets: unknown;
      try {
        bets = JSON.parse(draft.rouletteBets);
      } catch {
        throw new DraftError('frame.verify.badBets');
      }
      if (!Array.isArray(bets)) throw new DraftError('frame.verify.badBets');
      return { engine, bets: bets as Extract<RoundParams, { engine: 'roulette' }>['bets'] };
    }
  }
}

/** A stored round's params (unknown JSON from the proof) as the form shows them. */
export function paramsToDraft(params: unknown): ParamsDraft {
  const value = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  return {
    bet: liraText(value.betMinor, emptyDraft.bet),
    betPerLine: liraText(value.betPerLineMinor, emptyDraft.betPerLine),
    chance: typeof value.target === 'number' ? (value.target / 100).toFixed(2) : emptyDraft.chance,
    direction: value.direction === 'over' ? 'over' : 'under',
    autoCashout: typeof value.autoCashout === 'number' ? (value.autoCashout / 100).toFixed(2) : '',
    rouletteBets: Array.isArray(value.bets) ? JSON.stringify(value.bets) : emptyDraft.rouletteBets,
  };
}
