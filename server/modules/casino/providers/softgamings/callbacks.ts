import type { FastifyInstance } from 'fastify';
import { gameBalance } from '../../wallet/service.js';
import type { CallbackDeps } from '../types.js';
import type { SoftgamingsKeys } from './credentials.js';
import { signed, verifyOneWalletHmac, type WireMessage } from './hmac.js';
import { fromMinor, toMinor } from './money.js';
import { balanceCall, callType, moneyCall, ONEWALLET_ERROR, wireMessage, type OneWalletAnswer } from './schemas.js';
import { sessionOf } from './session.js';
import { applyMoneyCall } from './wallet-calls.js';

/** JSON as Fundist posts it; a form-encoded body is read too (every value is then a string). */
function parseBody(raw: Buffer): WireMessage | null {
  const text = raw.toString('utf8').trim();
  let value: unknown;
  try {
    value = text.startsWith('{') ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return null;
  }
  const parsed = wireMessage.safeParse(value);
  return parsed.success ? (parsed.data as WireMessage) : null;
}

export async function answerOneWallet(deps: CallbackDeps, secret: string, raw: Buffer): Promise<OneWalletAnswer> {
  const message = parseBody(raw);
  const head = message && callType.safeParse(message);
  if (!message || !head?.success) return { error: ONEWALLET_ERROR.request };
  if (!verifyOneWalletHmac(message, secret)) {
    deps.log.warn({ type: head.data.type }, 'softgamings: OneWallet call with a wrong hmac refused');
    return { error: ONEWALLET_ERROR.hmac };
  }
  switch (head.data.type) {
    case 'ping':
    // A round's summary after the fact: the money already moved with its debits and credits.
    case 'roundinfo':
      return { status: 'OK' };
    case 'balance': {
      const call = balanceCall.safeParse(message);
      if (!call.success) return { error: ONEWALLET_ERROR.request };
      const found = await sessionOf(deps, call.data);
      if ('refusal' in found) return found.refusal;
      return { status: 'OK', balance: fromMinor((await gameBalance(deps.db.kysely, found.session.playerId)).totalMinor) };
    }
    case 'debit':
    case 'credit': {
      const call = moneyCall.safeParse(message);
      if (!call.success) return { error: ONEWALLET_ERROR.request };
      const amountMinor = toMinor(call.data.amount);
      if (amountMinor === null) return { error: ONEWALLET_ERROR.amount };
      const found = await sessionOf(deps, call.data);
      if ('refusal' in found) return found.refusal;
      return applyMoneyCall(deps, found.session, call.data, amountMinor);
    }
    default:
      return { error: ONEWALLET_ERROR.type };
  }
}

/**
 * POST /api/providers/softgamings: the one OneWallet URL Fundist calls. Every answer is HTTP 200 with a signed JSON
 * body (refusals too, as Fundist expects); only a failure of ours (database down) answers 5xx, so Fundist retries.
 */
export async function softgamingsCallbacks(app: FastifyInstance, deps: CallbackDeps, keys: SoftgamingsKeys): Promise<void> {
  app.post('/', { schema: { hide: true } }, async (req, reply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const answer = await answerOneWallet(deps, keys.hmacSecret, raw);
    return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(signed(answer, keys.hmacSecret)));
  });
}
