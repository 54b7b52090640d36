import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { GsSessionsTable } from '../../db/schema.js';
import type { GsSession } from './wallet-port.js';

/** 128 random bits, URL-safe: a session or round id nobody can guess (it is the only key to a session). */
export const newPublicId = () => randomBytes(16).toString('base64url');

export interface NewSession {
  provider: string;
  operatorToken: string;
  playerRef: string;
  gameCode: string;
  currency: string;
  locale: 'tr' | 'en';
}

export async function createSession(db: Db, session: NewSession, now: Date): Promise<GsSession> {
  const publicId = newPublicId();
  const row = await db.kysely
    .insertInto('gs_sessions')
    .values({
      provider: session.provider,
      public_id: publicId,
      operator_token: session.operatorToken,
      player_ref: session.playerRef,
      game_code: session.gameCode,
      currency: session.currency,
      locale: session.locale,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, publicId, ...session };
}

export const sessionOf = (row: Selectable<GsSessionsTable>): GsSession => ({
  id: row.id,
  provider: row.provider,
  publicId: row.public_id,
  operatorToken: row.operator_token,
  playerRef: row.player_ref,
  gameCode: row.game_code,
  currency: row.currency,
  locale: row.locale === 'en' ? 'en' : 'tr',
});

export async function findSession(db: Db, provider: string, publicId: string): Promise<GsSession | null> {
  const row = await db.kysely.selectFrom('gs_sessions').selectAll().where('provider', '=', provider).where('public_id', '=', publicId).executeTakeFirst();
  return row ? sessionOf(row) : null;
}

export async function sessionById(db: Db, id: number): Promise<GsSession> {
  return sessionOf(await db.kysely.selectFrom('gs_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}
