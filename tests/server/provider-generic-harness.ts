import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.js';
import type { Db } from '../../server/db/index.js';
import { amusnetMapping } from '../../server/modules/casino/providers/amusnet/mapping.js';
import { digitainMapping } from '../../server/modules/casino/providers/digitain/mapping.js';
import { egtMapping } from '../../server/modules/casino/providers/egt/mapping.js';
import { everyMatrixMapping } from '../../server/modules/casino/providers/everymatrix/mapping.js';
import { statusOfAnswer } from '../../server/modules/casino/providers/generic/answers.js';
import { writeCall } from '../../server/modules/casino/providers/generic/calls.js';
import type { Fields, WalletCall, WalletMapping } from '../../server/modules/casino/providers/generic/mapping.js';
import { outgoing } from '../../server/modules/casino/providers/generic/transport.js';
import { createGameSession } from '../../server/modules/casino/wallet/service.js';
import { balances, credit, openAccounts } from '../../server/modules/wallet/service.js';

export const contracts: WalletMapping[] = [egtMapping, amusnetMapping, everyMatrixMapping, digitainMapping];

/** Configured secrets: the adapter inside the app and the test's "provider" sign with the same one. */
export const secrets: Partial<Config> = {
  EGT_SECRET: 'egt-contract-test-secret',
  AMUSNET_SECRET: 'amusnet-contract-test-secret',
  EVERYMATRIX_SECRET: 'everymatrix-contract-test-secret',
  DIGITAIN_SECRET: 'digitain-contract-test-secret',
};
export const secretOf = (mapping: WalletMapping) => secrets[mapping.config.secret] as string;

export async function playerWith(db: Db, cashMinor: number): Promise<number> {
  const name = `pg${randomBytes(5).toString('hex')}`;
  const { id } = await db.kysely
    .insertInto('players')
    .values({
      name: 'Test', surname: 'Oyuncu', username: name, username_lower: name, email: `${name}@example.com`, phone: '905000000000',
      personal_no: null, country_id: 235, currency_id: 1, birth_date: null, password_hash: 'x', sms_verified: 0, locale: 'tr',
      ref_id: null, partner: null, subid: null, source: null, created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openAccounts(db.kysely, id);
  if (cashMinor > 0) await credit(db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 't', idempotencyKey: `${name}:cash` });
  return id;
}

export const totalOf = async (db: Db, playerId: number) => (await balances(db.kysely, playerId)).totalMinor;

/** A catalogue game of this provider. */
export async function gameOf(db: Db, mapping: WalletMapping) {
  return db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.game_code as code', 'games.product_id as productId', 'games.name'])
    .where('game_providers.name', '=', mapping.name)
    .where('games.enabled', '=', 1)
    .orderBy('games.id')
    .executeTakeFirstOrThrow();
}

/** A player with money, a launched game of this provider (its raw token), and fresh ids for its transactions. */
export async function table(db: Db, mapping: WalletMapping, cashMinor: number) {
  const playerId = await playerWith(db, cashMinor);
  const game = await gameOf(db, mapping);
  const token = await createGameSession(db.kysely, {
    playerId, sessionId: null, gameId: game.id, provider: mapping.key, currency: 'TRY', locale: 'tr', platform: 1, now: new Date(), hours: 12,
  });
  const prefix = randomBytes(4).toString('hex');
  const base = { token, playerRef: String(playerId), gameCode: game.code, currency: 'TRY' };
  return {
    playerId,
    token,
    game,
    balance: (): WalletCall => ({ op: 'balance', ...base }),
    bet: (id: string, amountMinor: number, round = 'r1'): WalletCall => ({ op: 'bet', ...base, roundRef: `${prefix}-${round}`, transactionRef: `${prefix}-${id}`, amountMinor }),
    win: (id: string, betId: string, amountMinor: number, round = 'r1'): WalletCall =>
      ({ op: 'win', ...base, roundRef: `${prefix}-${round}`, transactionRef: `${prefix}-${id}`, betRef: `${prefix}-${betId}`, amountMinor, closeRound: true }),
    rollback: (id: string, betId: string, round = 'r1'): WalletCall =>
      ({ op: 'rollback', ...base, roundRef: `${prefix}-${round}`, transactionRef: `${prefix}-${id}`, targetRef: `${prefix}-${betId}` }),
  };
}

export interface WireAnswer {
  http: number;
  fields: Fields;
  status: ReturnType<typeof statusOfAnswer>;
  /** The balance the answer carries, back in kuruş. */
  balanceMinor: number | null;
}

/** Sends a call as the provider would (or with another secret, or clock), straight to /api/providers/<key>. */
export async function send(app: FastifyInstance, mapping: WalletMapping, call: WalletCall, options: { secret?: string; now?: Date } = {}): Promise<WireAnswer> {
  const { route, fields } = writeCall(mapping, call);
  const { body, headers } = outgoing(mapping, options.secret ?? secretOf(mapping), options.now ?? new Date(), fields, route.root);
  const response = await app.inject({ method: 'POST', url: `/api/providers/${mapping.key}${route.path}`, headers, payload: body });
  const answer = mapping.codec.decode(response.body) ?? {};
  return {
    http: response.statusCode,
    fields: answer,
    status: statusOfAnswer(mapping, answer),
    balanceMinor: mapping.money.toMinor(answer[mapping.answers.balance]),
  };
}
