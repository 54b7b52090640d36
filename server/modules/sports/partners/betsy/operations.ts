import type { Kysely } from 'kysely';
import type { Database, SportsBetStatus } from '../../../../db/schema.js';
import { balances } from '../../../wallet/service.js';
import { placeSportsBet, resolveSportsToken, rollbackSportsBet, settleSportsBet } from '../../wallet/service.js';
import type { SportsTokenInfo } from '../../wallet/types.js';
import { oncePerRequest, type PartnerRequest } from '../../wallet/requests.js';
import { BETSY_CURRENCY, kurusOf, oddsOf, selectionsOf, settledStatus, unitsOf, userIdOf } from './mapping.js';
import {
  BETSY, type BalanceAnswer, type BalanceRequest, type BetsyError, type PaymentAnswer, type PlaceBetRequest, type ProfileAnswer, type ProfileRequest,
  type RollbackRequest, type SettleRequest, type UnsettleRequest,
} from './schemas.js';

export interface BetsyDeps {
  db: Kysely<Database>;
  now: () => Date;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: BetsyError };
const done = <T>(value: T): Result<T> => ({ ok: true, value });
const refused = (code: BetsyError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

type Live = { ok: true; token: SportsTokenInfo } | { ok: false; error: BetsyError };

/** The player behind a token; `live` also refuses a lapsed or logged-out one (Betsy then asks the player to log in). */
async function player(deps: BetsyDeps, token: string, live: boolean): Promise<Live> {
  const info = await resolveSportsToken(deps.db, 'betsy', token, deps.now());
  if (!info) return { ok: false, error: { code: BETSY.INVALID_TOKEN, message: 'Invalid token' } };
  if (live && info.expired) return { ok: false, error: { code: BETSY.TOKEN_EXPIRED, message: 'Token expired' } };
  return { ok: true, token: info };
}

const wrongCurrency = (currency: string) => currency.toUpperCase() !== BETSY_CURRENCY;

export async function profile(deps: BetsyDeps, body: ProfileRequest): Promise<Result<ProfileAnswer>> {
  const who = await player(deps, body.token, true);
  if (!who.ok) return { ok: false, error: who.error };
  const row = await deps.db.selectFrom('players').select(['username', 'name', 'surname', 'sms_verified']).where('id', '=', who.token.playerId).executeTakeFirstOrThrow();
  return done({
    userId: userIdOf(who.token.playerId),
    currency: BETSY_CURRENCY,
    currencies: [BETSY_CURRENCY],
    isTest: false,
    customFields: { nickname: row.username, firstName: row.name, lastName: row.surname, isCashOutAllowed: true, isVerified: row.sms_verified === 1 },
  });
}

export async function balance(deps: BetsyDeps, body: BalanceRequest): Promise<Result<BalanceAnswer>> {
  const who = await player(deps, body.token, true);
  if (!who.ok) return { ok: false, error: who.error };
  if (body.userId !== userIdOf(who.token.playerId)) return refused(BETSY.INVALID_TOKEN, 'Token does not belong to this user');
  if (wrongCurrency(body.currency)) return refused(BETSY.VALIDATION, `Unsupported currency ${body.currency}`);
  const wallet = await balances(deps.db, who.token.playerId);
  return done({ userId: body.userId, currency: BETSY_CURRENCY, amount: unitsOf(wallet.totalMinor) });
}

async function betExists(deps: BetsyDeps, transactionId: string, playerId: number): Promise<boolean> {
  const row = await deps.db.selectFrom('sports_bets').select('id').where('partner', '=', 'betsy').where('bet_ref', '=', transactionId).where('player_id', '=', playerId).executeTakeFirst();
  return row !== undefined;
}

/** Place bet (POST, type 1): the stake leaves once per transactionId; a retry gets the first answer. */
async function placeBetOnce(deps: BetsyDeps, body: PlaceBetRequest): Promise<Result<PaymentAnswer>> {
  const who = await player(deps, body.token, false);
  if (!who.ok) return { ok: false, error: who.error };
  const playerId = who.token.playerId;
  if (body.userId !== userIdOf(playerId)) return refused(BETSY.INVALID_TOKEN, 'Token does not belong to this user');
  // A retry of a bet taken before the token lapsed still gets its first answer.
  if (who.token.expired && !(await betExists(deps, body.transactionId, playerId))) return refused(BETSY.TOKEN_EXPIRED, 'Token expired');
  if (wrongCurrency(body.currency)) return refused(BETSY.VALIDATION, `Unsupported currency ${body.currency}`);
  const stakeMinor = kurusOf(body.amount);
  if (stakeMinor === null || stakeMinor <= 0) return refused(BETSY.VALIDATION, 'amount is not a whole number of kuruş');
  const outcome = await placeSportsBet(deps.db, {
    partner: 'betsy', betRef: body.transactionId, playerId, stakeMinor, oddsX1000: oddsOf(body.coefficient), selections: selectionsOf(body), now: deps.now(),
  });
  switch (outcome.status) {
    case 'ok':
      return done({ id: String(outcome.betId), transactionId: body.transactionId, userId: body.userId, currency: BETSY_CURRENCY, amount: unitsOf(outcome.balance.totalMinor) });
    case 'insufficient_funds':
      return refused(BETSY.NOT_ENOUGH_MONEY, 'Not enough money');
    case 'player_blocked':
      return refused(BETSY.USER_BLOCKED, 'The user is blocked');
    // Betsy has no limit code: "user blocked" is the nearest, with the reason in the message (docs/sports/betsy.md).
    case 'limit_reached':
      return refused(BETSY.USER_BLOCKED, 'Responsible gambling limit reached');
    case 'duplicate_conflict':
      return refused(BETSY.ALREADY_PROCESSED, 'The bet has already been processed with other fields');
    case 'rolled_back':
      return refused(BETSY.ALREADY_PROCESSED, 'The bet has been rolled back');
  }
}

/**
 * Settle (PUT, type 2): `amount` is what the bet pays in all (0 lost); a repeat moves nothing, a re-settlement moves
 * the difference from the earlier one. Paid whatever became of the player's session, except that a cash-out is the
 * player's own act and needs a live token.
 */
async function settleOnce(deps: BetsyDeps, body: SettleRequest): Promise<Result<PaymentAnswer>> {
  if (wrongCurrency(body.currency)) return refused(BETSY.VALIDATION, `Unsupported currency ${body.currency}`);
  const amountMinor = kurusOf(body.amount);
  if (amountMinor === null) return refused(BETSY.VALIDATION, 'amount is not a whole number of kuruş');
  const bet = await deps.db.selectFrom('sports_bets').select(['id', 'player_id', 'stake_minor']).where('partner', '=', 'betsy').where('bet_ref', '=', body.transactionId).executeTakeFirst();
  if (!bet) return refused(BETSY.VALIDATION, 'Unknown transaction');
  if (body.userId !== undefined && body.userId !== userIdOf(bet.player_id)) return refused(BETSY.VALIDATION, 'The transaction belongs to another user');
  if ((body.resultType ?? '').toLowerCase() === 'cashout') {
    const who = body.token ? await player(deps, body.token, true) : null;
    if (!who) return refused(BETSY.INVALID_TOKEN, 'A cash-out needs the user token');
    if (!who.ok) return { ok: false, error: who.error };
    if (who.token.playerId !== bet.player_id) return refused(BETSY.INVALID_TOKEN, 'Token does not belong to this user');
  }
  return applySettlement(deps, body.transactionId, bet, amountMinor, settledStatus(body, amountMinor, Number(bet.stake_minor)));
}

type KnownBet = { id: number; player_id: number };

async function knownBet(deps: BetsyDeps, transactionId: string, userId: string | undefined): Promise<KnownBet | BetsyError> {
  const bet = await deps.db.selectFrom('sports_bets').select(['id', 'player_id', 'stake_minor']).where('partner', '=', 'betsy').where('bet_ref', '=', transactionId).executeTakeFirst();
  if (!bet) return { code: BETSY.VALIDATION, message: 'Unknown transaction' };
  if (userId !== undefined && userId !== userIdOf(bet.player_id)) return { code: BETSY.VALIDATION, message: 'The transaction belongs to another user' };
  return bet;
}

async function applySettlement(deps: BetsyDeps, transactionId: string, bet: KnownBet, amountMinor: number, status: SportsBetStatus): Promise<Result<PaymentAnswer>> {
  const outcome = await settleSportsBet(deps.db, { partner: 'betsy', betRef: transactionId, amountMinor, status, now: deps.now() });
  const userId = userIdOf(bet.player_id);
  switch (outcome.status) {
    case 'ok':
      return done({ id: String(bet.id), transactionId, userId, currency: BETSY_CURRENCY, amount: unitsOf(outcome.balance.totalMinor) });
    case 'bet_not_found':
      return refused(BETSY.VALIDATION, 'Unknown transaction');
    case 'rolled_back':
      return refused(BETSY.ALREADY_PROCESSED, 'The bet has been rolled back');
    case 'insufficient_funds':
      return refused(BETSY.RESETTLE_BLOCKED_BALANCE, 'Recalculation is blocked: not enough money on the balance');
  }
}

/**
 * Unsettle (PUT, type 1): the event's result is withdrawn for now. What the bet was paid goes back and it is open
 * again, awaiting its next settlement (which then pays in full). A repeat moves nothing. Like a re-settlement, a
 * take-back larger than the balance is code 21 and moves nothing.
 */
async function unsettleOnce(deps: BetsyDeps, body: UnsettleRequest): Promise<Result<PaymentAnswer>> {
  if (body.currency !== undefined && wrongCurrency(body.currency)) return refused(BETSY.VALIDATION, `Unsupported currency ${body.currency}`);
  const bet = await knownBet(deps, body.transactionId, body.userId);
  if ('code' in bet) return { ok: false, error: bet };
  return applySettlement(deps, body.transactionId, bet, 0, 'open');
}

/**
 * Rollback (PUT, type 3): the stake goes back once. A rollback that comes before its bet (or instead of it) is kept,
 * and the bet is refused if it arrives. No token needed: Betsy rolls back whatever became of the session. A bet
 * already settled is not rolled back (code 8).
 */
async function rollbackOnce(deps: BetsyDeps, body: RollbackRequest): Promise<Result<PaymentAnswer>> {
  if (wrongCurrency(body.currency)) return refused(BETSY.VALIDATION, `Unsupported currency ${body.currency}`);
  const playerId = Number(body.userId);
  const known = Number.isSafeInteger(playerId) && playerId > 0 ? await deps.db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst() : undefined;
  if (!known) return refused(BETSY.VALIDATION, 'Unknown user');
  const outcome = await rollbackSportsBet(deps.db, { partner: 'betsy', betRef: body.transactionId, playerId, reason: body.errorCode ?? null, now: deps.now() });
  switch (outcome.status) {
    case 'ok':
      return done({ id: outcome.betId === null ? '' : String(outcome.betId), transactionId: body.transactionId, userId: body.userId, currency: BETSY_CURRENCY, amount: unitsOf(outcome.balance.totalMinor) });
    case 'already_settled':
      return refused(BETSY.ALREADY_PROCESSED, 'The bet is settled: it cannot be rolled back');
    case 'bet_not_found':
      return refused(BETSY.VALIDATION, 'The transaction belongs to another user');
  }
}

/**
 * Every money call once per Betsy `requestId` (docs/sports/betsy.md, Replays): a repeat gets the first answer and moves
 * nothing; the same requestId with another body is code 8; a settlement (or unsettlement) that a later settlement or
 * rollback of the bet has overtaken is code 8 too, so a captured signed "win" sent again after a re-settlement to a
 * loss pays nothing. A refusal is not stored: its repeat is asked afresh.
 */
function oncePerRequestId<B extends { requestId: string; transactionId: string }>(operation: PartnerRequest['operation'], run: (deps: BetsyDeps, body: B) => Promise<Result<PaymentAnswer>>) {
  return async (deps: BetsyDeps, body: B): Promise<Result<PaymentAnswer>> => {
    const handled = await oncePerRequest<Result<PaymentAnswer>>(
      deps.db,
      { partner: 'betsy', requestId: body.requestId, betRef: body.transactionId, operation, body, now: deps.now() },
      async (trx) => {
        const result = await run({ ...deps, db: trx }, body);
        return { answer: result, keep: result.ok };
      },
    );
    switch (handled.kind) {
      case 'fresh':
      case 'replay':
        return handled.answer;
      case 'conflict':
        return refused(BETSY.ALREADY_PROCESSED, 'The requestId has already been used with another request');
      case 'stale':
        return refused(BETSY.ALREADY_PROCESSED, 'A later settlement of this bet has been processed');
    }
  };
}

export const placeBet = oncePerRequestId('bet', placeBetOnce);
export const settle = oncePerRequestId('settle', settleOnce);
export const unsettle = oncePerRequestId('settle', unsettleOnce);
export const rollback = oncePerRequestId('rollback', rollbackOnce);
