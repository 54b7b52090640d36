import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { balances, type Balances } from '../../../wallet/service.js';
import { placeSportsBet, resolveSportsToken, rollbackSportsBet, settleSportsBet } from '../../wallet/service.js';
import type { SportsBetStatus } from '../../wallet/types.js';
import { oncePerRequest, type PartnerRequest } from '../../wallet/requests.js';
import { BETCO_CODES, BETCO_CURRENCY, type AuthenticateAnswer, type BalanceAnswer, type BetAnswer, type BetRequest, type Refusal, type SettleAnswer, type SettleRequest } from './schemas.js';

/** The mapping between the generic Betco contract (schemas.ts) and our sports wallet. */
export interface BetcoDeps {
  db: Kysely<Database>;
  now: () => Date;
}

const PARTNER = 'betco';
const refuse = (code: Refusal['code'], message: string, balance?: Balances): Refusal => (balance ? { code, message, balance: balance.totalMinor } : { code, message });

export const userRefOf = (playerId: number) => String(playerId);

type Player = { id: number; username: string; access: boolean };

async function playerOf(db: Kysely<Database>, playerId: number): Promise<Player | null> {
  const row = await db.selectFrom('players').select(['id', 'username', 'betting_partner_access']).where('id', '=', playerId).executeTakeFirst();
  return row ? { id: row.id, username: row.username, access: Number(row.betting_partner_access) === 1 } : null;
}

/** The token's player while it may play: known, for Betco, live, and granted access. */
async function livePlayer(deps: BetcoDeps, token: string): Promise<Player | Refusal> {
  const info = await resolveSportsToken(deps.db, PARTNER, token, deps.now());
  if (!info) return refuse(BETCO_CODES.INVALID_TOKEN, 'unknown token');
  if (info.expired) return refuse(BETCO_CODES.TOKEN_EXPIRED, 'the session has ended');
  const player = await playerOf(deps.db, info.playerId);
  if (!player) return refuse(BETCO_CODES.INVALID_TOKEN, 'unknown token');
  if (!player.access) return refuse(BETCO_CODES.NO_ACCESS, 'no access to this sportsbook');
  return player;
}

async function userAnswer(deps: BetcoDeps, token: string): Promise<(AuthenticateAnswer & BalanceAnswer) | Refusal> {
  const player = await livePlayer(deps, token);
  if ('code' in player) return player;
  const money = await balances(deps.db, player.id);
  return { code: 0, userId: userRefOf(player.id), nickname: player.username, currency: BETCO_CURRENCY, balance: money.totalMinor, bonusBalance: money.bonusMinor };
}

export const authenticate = (deps: BetcoDeps, body: { token: string }) => userAnswer(deps, body.token);
export const balance = (deps: BetcoDeps, body: { token: string }) => userAnswer(deps, body.token);

const betExists = async (db: Kysely<Database>, transactionId: string) =>
  (await db.selectFrom('sports_bets').select('id').where('partner', '=', PARTNER).where('bet_ref', '=', transactionId).executeTakeFirst()) !== undefined;

async function betOnce(deps: BetcoDeps, body: BetRequest): Promise<BetAnswer | Refusal> {
  const info = await resolveSportsToken(deps.db, PARTNER, body.token, deps.now());
  if (!info || userRefOf(info.playerId) !== body.userId) return refuse(BETCO_CODES.INVALID_TOKEN, 'unknown token');
  if (body.currency !== BETCO_CURRENCY) return refuse(BETCO_CODES.WRONG_CURRENCY, `the wallet keeps ${BETCO_CURRENCY}`);
  // A retry of a bet already taken gets its first answer, even once the session has ended since.
  if (!(await betExists(deps.db, body.transactionId))) {
    const player = await livePlayer(deps, body.token);
    if ('code' in player) return player;
  }
  const outcome = await placeSportsBet(deps.db, {
    partner: PARTNER, betRef: body.transactionId, playerId: info.playerId, stakeMinor: body.amount, oddsX1000: body.odds,
    selections: body.selections.map((s) => ({ event: s.event, market: s.market, pick: s.pick, oddsX1000: s.odds })), now: deps.now(),
  });
  switch (outcome.status) {
    case 'ok':
      return { code: 0, transactionId: body.transactionId, operatorTransactionId: String(outcome.betId), balance: outcome.balance.totalMinor };
    case 'insufficient_funds':
      return refuse(BETCO_CODES.NOT_ENOUGH_MONEY, 'not enough money', outcome.balance);
    case 'player_blocked':
      return refuse(BETCO_CODES.PLAYER_BLOCKED, 'the player may not bet', outcome.balance);
    case 'limit_reached':
      return refuse(BETCO_CODES.PLAYER_BLOCKED, 'responsible gambling limit reached', outcome.balance);
    case 'duplicate_conflict':
      return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'the transaction id was used with other fields');
    case 'rolled_back':
      return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'the bet was rolled back');
  }
}

/** Settlements need no token: they are paid whatever became of the session or the access. */
async function settle(deps: BetcoDeps, transactionId: string, amountMinor: (stakeMinor: number) => number, status: Exclude<SportsBetStatus, 'open'>): Promise<SettleAnswer | Refusal> {
  const row = await deps.db.selectFrom('sports_bets').select('stake_minor').where('partner', '=', PARTNER).where('bet_ref', '=', transactionId).executeTakeFirst();
  if (!row) return refuse(BETCO_CODES.TRANSACTION_NOT_FOUND, 'no bet with this transaction id');
  const outcome = await settleSportsBet(deps.db, { partner: PARTNER, betRef: transactionId, amountMinor: amountMinor(Number(row.stake_minor)), status, now: deps.now() });
  switch (outcome.status) {
    case 'ok':
      return { code: 0, transactionId, balance: outcome.balance.totalMinor };
    case 'bet_not_found':
      return refuse(BETCO_CODES.TRANSACTION_NOT_FOUND, 'no bet with this transaction id');
    case 'rolled_back':
      return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'the bet was rolled back');
    case 'insufficient_funds':
      return refuse(BETCO_CODES.NOT_ENOUGH_MONEY, 'the player cannot cover the correction yet', outcome.balance);
  }
}

const settleOnce = (deps: BetcoDeps, body: SettleRequest) => settle(deps, body.transactionId, () => body.amount, body.result);
/**
 * A rollback: the stake returns once. One for a bet that has not arrived is kept, and the bet is refused if it comes
 * (code 9); a bet already settled is not rolled back (code 9).
 */
async function rollbackOnce(deps: BetcoDeps, body: { transactionId: string; userId: string; requestId: string }): Promise<SettleAnswer | Refusal> {
  const playerId = Number(body.userId);
  const player = Number.isSafeInteger(playerId) && playerId > 0 ? await playerOf(deps.db, playerId) : null;
  if (!player) return refuse(BETCO_CODES.TRANSACTION_NOT_FOUND, 'no such user');
  const outcome = await rollbackSportsBet(deps.db, { partner: PARTNER, betRef: body.transactionId, playerId, reason: null, now: deps.now() });
  switch (outcome.status) {
    case 'ok':
      return { code: 0, transactionId: body.transactionId, balance: outcome.balance.totalMinor };
    case 'already_settled':
      return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'the bet is settled: it cannot be rolled back', outcome.balance);
    case 'bet_not_found':
      return refuse(BETCO_CODES.TRANSACTION_NOT_FOUND, 'no bet with this transaction id for this user');
  }
}

/**
 * Every money call once per `requestId`: a repeat gets the first answer and moves nothing; the same id with another
 * body, or a settlement that a later settlement or rollback of the bet has overtaken (a captured "won" sent again after
 * a re-settlement to "lost"), is code 9 and moves nothing. A refusal is not stored: its repeat is asked afresh.
 */
function oncePerRequestId<B extends { requestId: string; transactionId: string }, A extends { code: number }>(operation: PartnerRequest['operation'], run: (deps: BetcoDeps, body: B) => Promise<A | Refusal>) {
  return async (deps: BetcoDeps, body: B): Promise<A | Refusal> => {
    const handled = await oncePerRequest<A | Refusal>(
      deps.db,
      { partner: PARTNER, requestId: body.requestId, betRef: body.transactionId, operation, body, now: deps.now() },
      async (trx) => {
        const answer = await run({ ...deps, db: trx }, body);
        return { answer, keep: answer.code === BETCO_CODES.OK };
      },
    );
    switch (handled.kind) {
      case 'fresh':
      case 'replay':
        return handled.answer;
      case 'conflict':
        return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'the request id was used with another body');
      case 'stale':
        return refuse(BETCO_CODES.DUPLICATE_TRANSACTION, 'a later settlement of this bet has been processed');
    }
  };
}

export const bet = oncePerRequestId('bet', betOnce);
export const settleBet = oncePerRequestId('settle', settleOnce);
export const rollbackBet = oncePerRequestId('rollback', rollbackOnce);
