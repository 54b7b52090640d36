import type { Proof, RoundAnswer } from '../../../contracts/games/api.js';
import type { Db } from '../../db/index.js';
import { outcomeOf, paramsOf, type RoundRow } from './rounds.js';

/** What the frame may see of an outcome: a crash point only once the round is over, nothing of a void round. */
function visibleOutcome(round: RoundRow): unknown {
  if (round.status === 'void') return null;
  if (round.engine === 'crash' && round.status !== 'settled') return null;
  return outcomeOf(round);
}

export function roundAnswer(round: RoundRow, balanceMinor: number, now: Date): RoundAnswer {
  const outcome = visibleOutcome(round);
  return {
    roundId: round.public_id,
    status: round.status,
    betMinor: round.bet_minor,
    winMinor: outcome === null ? 0 : round.win_minor,
    balanceMinor,
    nonce: round.nonce,
    outcome,
    startedAt: round.created_at,
    serverTime: now.toISOString(),
  };
}

/** A round's proof; the server seed only once its pair has been rotated (before that, only its hash). */
export async function proofOf(db: Db, round: RoundRow): Promise<Proof> {
  const seed = await db.kysely.selectFrom('gs_seeds').selectAll().where('id', '=', round.seed_id).executeTakeFirstOrThrow();
  return {
    roundId: round.public_id,
    engine: round.engine,
    serverSeedHash: seed.server_seed_hash,
    serverSeed: seed.revealed_at ? seed.server_seed : null,
    clientSeed: seed.client_seed,
    nonce: round.nonce,
    params: paramsOf(round),
    outcome: visibleOutcome(round),
  };
}
