import { randomBytes, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import { openAccounts, credit } from '../../server/modules/wallet/service.js';
import { hashToken } from '../../server/modules/sessions/service.js';

/** Hub88's published demo key pair plays "Hub88": the app trusts its public half (HUB88_PUBLIC_KEY_FILE). */
export const hub88PublicKeyFile = fileURLToPath(new URL('../fixtures/hub88/public.pem', import.meta.url));
const hub88PrivatePem = readFileSync(new URL('../fixtures/hub88/private.pem', import.meta.url));

/** Written out here (not with the adapter's own signer) so the test checks the adapter, not itself. */
export const hub88Sign = (text: string, key: Buffer | string = hub88PrivatePem) => sign('RSA-SHA256', Buffer.from(text), key).toString('base64');

/** One Hub88 unit of account is 1/100,000 of a lira: a kuruş is 1000 of them. */
export const units = (kurus: number) => kurus * 1000;

let players = 0;

export async function playerWithMoney(db: Db, cashKurus: number): Promise<{ playerId: number; user: string }> {
  const n = `${++players}${randomBytes(3).toString('hex')}`;
  const row = await db.kysely
    .insertInto('players')
    .values({
      name: 'Test', surname: 'Oyuncu', username: `h88${n}`, username_lower: `h88${n}`, email: `h88${n}@example.com`, phone: `905${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`,
      personal_no: null, country_id: 235, currency_id: 1, birth_date: '1990-05-17', password_hash: 'x', sms_verified: 1, locale: 'tr',
      ref_id: null, partner: null, subid: null, source: null, created_at: '2024-03-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openAccounts(db.kysely, row.id);
  if (cashKurus > 0) {
    await credit(db.kysely, { playerId: row.id, kind: 'cash', amountMinor: cashKurus, entryKind: 'deposit', reference: `seed:${n}`, idempotencyKey: `seed:${n}` });
  }
  return { playerId: row.id, user: `kasa-${row.id}` };
}

/** A launched Hub88 game: a game_sessions row whose token_hash is the SHA-256 (base64url) of the raw token. */
export async function gameSession(db: Db, playerId: number, { expired = false } = {}): Promise<{ token: string; gameCode: string }> {
  const game = await db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.game_code'])
    .where('game_providers.name', '=', 'Hub88')
    .orderBy('games.id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.kysely
    .insertInto('game_sessions')
    .values({
      token_hash: hashToken(token), player_id: playerId, session_id: null, game_id: game.id, provider: 'hub88', currency: 'TRY', locale: 'tr',
      platform: 1, created_at: new Date(now - 60_000).toISOString(), expires_at: new Date(now + (expired ? -1 : 1) * 3_600_000).toISOString(),
    })
    .execute();
  return { token, gameCode: game.game_code };
}

export async function expire(db: Db, token: string) {
  await db.kysely.updateTable('game_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', hashToken(token)).execute();
}

/** The player's money as the database holds it, in kuruş. */
export async function cashOf(db: Db, playerId: number): Promise<number> {
  const row = await db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', playerId).where('kind', '=', 'cash').executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

export async function ledgerCount(db: Db, playerId: number): Promise<number> {
  const rows = await db.kysely.selectFrom('ledger_entries').innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id').select('ledger_entries.id').where('accounts.player_id', '=', playerId).execute();
  return rows.length;
}

export interface Call {
  (path: string, body: Record<string, unknown>, options?: { signature?: string | null; raw?: string }): Promise<{ status: number; json: Record<string, unknown> }>;
}

/** Sends a Hub88 Wallet API request the way Hub88 does: the JSON body, signed over its exact bytes. */
export function hub88Caller(app: FastifyInstance): Call {
  return async (path, body, options = {}) => {
    const text = options.raw ?? JSON.stringify(body);
    const signature = options.signature === undefined ? hub88Sign(text) : options.signature;
    const res = await app.inject({
      method: 'POST',
      url: `/api/providers/hub88${path}`,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub88-signature': signature }) },
      payload: text,
    });
    return { status: res.statusCode, json: res.json() };
  };
}

export const uuid = () => randomUUID();
