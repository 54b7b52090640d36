import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import { selfHttp } from '../../server/http/self-http.js';
import { sharedValues } from '../../server/modules/casino/providers/env.js';
import { betsyClient } from '../../server/modules/sports/partners/betsy/client.js';
import { credit } from '../../server/modules/wallet/service.js';
import { testConfig } from './helpers.js';
import { register } from './identity-helpers.js';

export const BETSY_TEST_SECRET = 'betsy-test-secret-0123456789';
/** Many signed calls from one address in a test: the per-address limit is not what these tests are about. */
export const betsyTestConfig = { BETSY_SECRET: BETSY_TEST_SECRET, RATE_LIMIT_MAX: 1_000_000 };

/** A client that signs with `secret`, as Betsy (or someone pretending to be) would. */
export function clientFor(app: FastifyInstance, secret = BETSY_TEST_SECRET) {
  const config = testConfig({ BETSY_SECRET: secret });
  return betsyClient({ config, shared: sharedValues(), http: selfHttp(app, config) });
}

let deposits = 0;
/** A registered, logged-in player with `cashMinor` of cash, and the Betsy token of that login. */
export async function bettor(app: FastifyInstance, db: Db, cashMinor: number) {
  const player = await register(app);
  const playerId = Number(player.data.usercode);
  if (cashMinor > 0) {
    await credit(db.kysely, { playerId, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 'test', idempotencyKey: `betsy-test:${playerId}:${++deposits}` });
  }
  return { playerId, userId: String(playerId), session: player.token, betsyToken: player.data.betsyToken as string, authData: player.data };
}

/** The player's money as the database holds it: the accounts' balances and the sum of the ledger. */
export async function moneyOf(db: Db, playerId: number) {
  const accounts = await db.kysely.selectFrom('accounts').select(sql<string>`coalesce(sum(balance_minor), 0)`.as('sum')).where('player_id', '=', playerId).executeTakeFirstOrThrow();
  const ledger = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select(sql<string>`coalesce(sum(ledger_entries.amount_minor), 0)`.as('sum'))
    .where('accounts.player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const negative = await db.kysely.selectFrom('accounts').select('id').where('player_id', '=', playerId).where('balance_minor', '<', 0).execute();
  return { balanceMinor: Number(accounts.sum), ledgerMinor: Number(ledger.sum), anyNegative: negative.length > 0 };
}

export const selection = (event = 'Galatasaray - Fenerbahçe') => ({ event, eventId: 'e1', market: '1X2', outcome: '1', coefficient: 2.5 });
