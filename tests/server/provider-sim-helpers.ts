import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import { credit } from '../../server/modules/wallet/service.js';
import { register } from './identity-helpers.js';

/** For the launch-through-simulator tests: the provider's first slot, a funded registered player, their cash. */

export const firstSlotOf = (db: Db, provider: string) =>
  db.kysely
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.game_code', 'games.name', 'games.system'])
    .where('game_providers.name', '=', provider)
    .where('games.engine', '=', 'slot')
    .orderBy('games.id')
    .executeTakeFirstOrThrow();

/** A registered (logged-in) player without the trial bonus, with `cashMinor` of cash. */
export async function fundedPlayer(app: FastifyInstance, db: Db, cashMinor: number, tag: string) {
  const p = await register(app, { trialBonus: false });
  const { id } = await db.kysely.selectFrom('players').select('id').where('username_lower', '=', p.username.toLowerCase()).executeTakeFirstOrThrow();
  if (cashMinor > 0) await credit(db.kysely, { playerId: id, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: tag, idempotencyKey: `${tag}:${id}` });
  return { ...p, id };
}

export const cashOf = async (db: Db, playerId: number) =>
  Number((await db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', playerId).where('kind', '=', 'cash').executeTakeFirstOrThrow()).balance_minor);
