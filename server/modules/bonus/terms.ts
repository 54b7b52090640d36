import type { Kysely } from 'kysely';
import { readTerms, type BonusTerms, type BonusTermsView, type WagerCategory } from '../../../contracts/bonus-terms.js';
import { minorToLira } from '../../money.js';
import type { RouletteParams } from '../../../contracts/games/engine.js';
import { covers } from '../../../contracts/games/engines/roulette.js';
import type { BonusDefinitionRow, Database, GameEngine, PlayerBonusRow } from '../../db/schema.js';
import { preparedWrite } from '../../db/prepared.js';
import { weekdayInTurkiye } from './eligibility.js';

type Db = Kysely<Database>;

/** What a stake is placed on, as far as the terms care. */
export type Play =
  | { kind: 'casino'; gameId: number; /** The stake covers both outcomes of one spin (roulette). */ opposite?: boolean }
  | { kind: 'sports'; oddsX1000: number; /** The bet covers another outcome of a market another open bet is on. */ opposite?: boolean };

const ENGINE_CATEGORY: Record<GameEngine, WagerCategory> = { slot: 'slots', roulette: 'table', dice: 'dice', crash: 'crash' };

const gameRow = preparedWrite((db: Db, gameId: number) => db.selectFrom('games').select(['engine', 'is_live']).where('id', '=', gameId));

export interface GameKind {
  engine: GameEngine;
  live: boolean;
}

export async function gameKind(db: Db, gameId: number): Promise<GameKind | null> {
  const row = (await gameRow(db, gameId)).rows[0];
  return row ? { engine: row.engine, live: row.is_live === 1 } : null;
}

export const termsOf = (bonus: Pick<PlayerBonusRow, 'terms'> | Pick<BonusDefinitionRow, 'terms'>): BonusTerms => readTerms(bonus.terms);

export function isExcluded(terms: BonusTerms, play: Play): boolean {
  return play.kind === 'casino' && terms.excludedGames.includes(play.gameId);
}

/**
 * Percent of a stake that counts towards a bonus's wagering. A game's own percent wins; else its category's: a live
 * game counts the lower of live and its engine's (a live dice game is dice); sports only at the minimum odds. Opposite
 * bets and excluded games count nothing; an unknown game counts nothing.
 */
export function contributionPercent(terms: BonusTerms, play: Play, game: GameKind | null): number {
  if (play.opposite) return 0;
  if (play.kind === 'sports') return play.oddsX1000 >= terms.sportsMinOddsX1000 ? terms.contributions.sports : 0;
  if (isExcluded(terms, play)) return 0;
  const own = terms.games[String(play.gameId)];
  if (own !== undefined) return own;
  if (!game) return 0;
  const byEngine = terms.contributions[ENGINE_CATEGORY[game.engine]];
  return game.live ? Math.min(byEngine, terms.contributions.live) : byEngine;
}

/** A stake above the max bet of any active bonus is refused, as a responsible-gambling limit is. */
export function overMaxBet(bonuses: readonly PlayerBonusRow[], stakeMinor: number): boolean {
  return bonuses.some((b) => {
    const { maxBetMinor } = termsOf(b);
    return maxBetMinor > 0 && stakeMinor > maxBetMinor;
  });
}

const EVEN_MONEY_PAIRS = [['red', 'black'], ['odd', 'even'], ['low', 'high']] as const;

/**
 * One spin's bets cover both outcomes: a pair of opposite even-money bets (red and black, odd and even, low and
 * high), or bets that together cover more than half of the wheel (two dozens, two columns, ...).
 */
export function rouletteOpposite(bets: RouletteParams['bets']): boolean {
  const kinds = new Set(bets.map((b) => b.kind));
  if (EVEN_MONEY_PAIRS.some(([a, b]) => kinds.has(a) && kinds.has(b))) return true;
  let covered = 0;
  for (let pocket = 0; pocket < 37; pocket += 1) if (bets.some((bet) => covers(bet, pocket))) covered += 1;
  return covered > 18;
}

const dayKey = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

/** The start of the Turkish week (Monday) holding `now`, as YYYY-MM-DD. */
function weekKey(now: Date): string {
  const back = (weekdayInTurkiye(now) + 6) % 7;
  return dayKey(new Date(now.getTime() - back * 86_400_000));
}

/**
 * The once-key of a grant under its frequency: once ever per player, once a Turkish day or week, or once per deposit.
 * The unique index on player_bonuses.once_key refuses a second grant of the same period.
 */
export function onceKeyFor(definition: BonusDefinitionRow, playerId: number, now: Date, transactionId: number | null): string {
  const { frequency } = termsOf(definition);
  const base = definition.kind === 'trial' ? `trial:${playerId}` : `${definition.kind}:${definition.id}:${playerId}`;
  if (frequency === 'daily') return `${base}:day:${dayKey(now)}`;
  if (frequency === 'weekly') return `${base}:week:${weekKey(now)}`;
  if (frequency === 'per_deposit' && transactionId !== null) return `deposit:${transactionId}`;
  return base;
}

/** Why a definition may not be granted now ('taken' in its period, or another bonus active and it does not stack), or null. */
export async function grantRefusal(trx: Db, playerId: number, definition: BonusDefinitionRow, now: Date, transactionId: number | null): Promise<'taken' | 'not_stackable' | null> {
  const terms = termsOf(definition);
  const key = onceKeyFor(definition, playerId, now, transactionId);
  const taken = await trx.selectFrom('player_bonuses').select('id').where('once_key', '=', key).executeTakeFirst();
  if (taken) return 'taken';
  if (!terms.stacks) {
    const active = await trx.selectFrom('player_bonuses').select('id').where('player_id', '=', playerId).where('status', '=', 'active').limit(1).executeTakeFirst();
    if (active) return 'not_stackable';
  }
  return null;
}

/** What the player is shown before claiming: the terms in lira, with the names of the games they name. */
export async function termsView(db: Db, definition: BonusDefinitionRow): Promise<BonusTermsView> {
  const terms = termsOf(definition);
  const ids = [...new Set([...terms.excludedGames, ...Object.keys(terms.games).map(Number)])];
  const names = new Map(ids.length === 0 ? [] : (await db.selectFrom('games').select(['id', 'name']).where('id', 'in', ids).execute()).map((g) => [g.id, g.name]));
  return {
    contributions: terms.contributions,
    excludedGames: terms.excludedGames.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    gameContributions: Object.entries(terms.games)
      .filter(([id]) => names.has(Number(id)))
      .map(([id, percent]) => ({ id: Number(id), name: names.get(Number(id))!, percent })),
    sportsMinOdds: terms.sportsMinOddsX1000 / 1000,
    maxBet: terms.maxBetMinor > 0 ? minorToLira(terms.maxBetMinor) : null,
    maxCashout: terms.maxCashoutMinor > 0 ? minorToLira(terms.maxCashoutMinor) : null,
    frequency: terms.frequency,
    stacks: terms.stacks,
    wageringTimes: definition.wagering_times,
    validDays: definition.valid_days,
    needsVerifiedPhone: definition.kind !== 'deposit',
  };
}
