import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Balances } from '../../../wallet/service.js';
import { gameBalance, placeBet, resolveGameSession, rollbackTransaction, settleWin } from '../../wallet/service.js';
import type { GameSessionInfo } from '../../wallet/types.js';
import type { CallbackDeps } from '../types.js';
import { balanceRequest, betRequest, KASA_ERRORS, rollbackRequest, winRequest, type KasaError, type WalletAnswerBody } from './contract.js';
import { verifyKasa } from './signature.js';

const PROVIDER = 'kasa' as const;

class Refused extends Error {
  constructor(
    readonly error: KasaError,
    readonly balance?: Balances,
  ) {
    super(error);
  }
}

type Handler<S extends z.ZodType> = (body: z.infer<S>, session: GameSessionInfo, now: Date) => Promise<Balances>;

/**
 * Kasa Games' wallet callbacks: a signed JSON body, the launch token naming the player, amounts in kuruş. Each maps
 * onto the provider-agnostic game wallet, which holds the idempotency rules (docs/providers/kasa.md).
 */
export async function kasaCallbacks(app: FastifyInstance, deps: CallbackDeps, secret: string): Promise<void> {
  const { db, now } = deps;

  const route = <S extends z.ZodType<{ token: string; playerId: string }>>(path: string, schema: S, work: Handler<S>) =>
    app.post(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const at = now();
      const send = (status: number, body: WalletAnswerBody) => reply.code(status).header('cache-control', 'no-store').send(body);
      const refuse = (error: KasaError, balance?: Balances) => send(KASA_ERRORS[error], balance ? { status: error, balanceMinor: balance.totalMinor } : { status: error });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!verifyKasa(secret, req.headers, raw, at)) return refuse('bad_signature');
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse('invalid_request');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return refuse('invalid_request');
      const session = await resolveGameSession(db.kysely, PROVIDER, parsed.data.token, at);
      if (!session || String(session.playerId) !== parsed.data.playerId) return refuse('token_not_found');
      try {
        const balance = await work(parsed.data, session, at);
        return send(200, { status: 'ok', balanceMinor: balance.totalMinor, currency: session.currency });
      } catch (error) {
        if (error instanceof Refused) return refuse(error.error, error.balance);
        throw error;
      }
    });

  const common = (session: GameSessionInfo, body: { roundId: string; transactionId: string }, at: Date) => ({
    provider: PROVIDER,
    playerId: session.playerId,
    gameId: session.gameId,
    roundRef: body.roundId,
    transactionRef: body.transactionId,
    now: at,
  });

  route('/balance', balanceRequest, async (_body, session) => gameBalance(db.kysely, session.playerId));

  route('/bet', betRequest, async (body, session, at) => {
    // An expired launch takes no more bets; its wins and rollbacks are still paid.
    if (session.expired) throw new Refused('token_expired', await gameBalance(db.kysely, session.playerId));
    const outcome = await placeBet(db.kysely, { ...common(session, body, at), amountMinor: body.amountMinor, detail: body.detail });
    if (outcome.status === 'ok') return outcome.balance;
    const error = ({ insufficient_funds: 'insufficient_funds', player_blocked: 'player_blocked', limit_reached: 'limit_reached', rolled_back: 'transaction_rolled_back', duplicate_conflict: 'duplicate_transaction' } as const)[outcome.status];
    throw new Refused(error, outcome.balance);
  });

  route('/win', winRequest, async (body, session, at) => {
    const outcome = await settleWin(db.kysely, { ...common(session, body, at), amountMinor: body.amountMinor, betRef: body.betTransactionId, closeRound: true, detail: body.detail });
    if (outcome.status === 'ok') return outcome.balance;
    throw new Refused(outcome.status === 'bet_not_found' ? 'bet_not_found' : 'duplicate_transaction', outcome.balance);
  });

  route('/rollback', rollbackRequest, async (body, session, at) => {
    const outcome = await rollbackTransaction(db.kysely, { ...common(session, body, at), targetRef: body.targetTransactionId });
    // A bet that never arrived has nothing to reverse: recorded (so that it is refused if it comes), and answered ok.
    if (outcome.status === 'ok' || outcome.status === 'target_not_found') return outcome.balance;
    throw new Refused(outcome.status === 'insufficient_funds' ? 'insufficient_funds' : 'duplicate_transaction', outcome.balance);
  });
}
