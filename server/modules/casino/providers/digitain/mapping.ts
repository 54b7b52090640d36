import * as z from 'zod';
import { GameProvider } from '../../../../../contracts/enums.js';
import { jsonCodec } from '../generic/codecs.js';
import type { WalletMapping } from '../generic/mapping.js';
import { integerMinor } from '../generic/money.js';
import { timestampedHmacHeaders } from '../generic/signatures.js';

const launchRequest = z.object({
  token: z.string().min(1),
  playerId: z.string().min(1),
  gameCode: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: z.enum(['tr', 'en']),
});

/**
 * Digitain's seamless wallet as we assume it (no public contract): JSON, integer cents, HMAC-SHA256 (base64) over
 * "<timestamp>.<raw body>" in X-Digitain-Signature with X-Digitain-Timestamp, refused outside a 5-minute window;
 * the outcome in HTTP statuses and a `status` word. See docs/providers/digitain.md.
 */
export const digitainMapping: WalletMapping = {
  key: 'digitain',
  name: GameProvider.Digitain,
  config: { apiBase: 'DIGITAIN_API_BASE', secret: 'DIGITAIN_SECRET' },
  codec: jsonCodec,
  routes: { balance: { path: '/balance' }, bet: { path: '/bet' }, win: { path: '/win' }, rollback: { path: '/refund' } },
  fields: {
    token: 'token',
    player: 'playerId',
    game: 'gameCode',
    currency: 'currency',
    round: 'roundId',
    transaction: 'txId',
    amount: 'amount',
    betRef: 'betTxId',
    targetRef: 'refundedTxId',
    roundEnd: 'roundClosed',
  },
  money: integerMinor,
  signature: timestampedHmacHeaders({ timestamp: 'X-Digitain-Timestamp', signature: 'X-Digitain-Signature' }, 300),
  answers: {
    status: 'status',
    balance: 'balance',
    echo: ['txId'],
    codes: {
      ok: { code: 'ok' },
      replayed: { code: 'ok' },
      target_not_found: { code: 'ok' },
      insufficient_funds: { code: 'insufficient_balance', http: 402 },
      player_blocked: { code: 'player_blocked', http: 403 },
      limit_reached: { code: 'limit_reached', http: 403 },
      token_expired: { code: 'token_expired', http: 401 },
      token_unknown: { code: 'token_not_found', http: 404 },
      bad_signature: { code: 'invalid_signature', http: 401 },
      bet_not_found: { code: 'bet_not_found', http: 404 },
      bet_rolled_back: { code: 'bet_refunded', http: 409 },
      duplicate_conflict: { code: 'duplicate_transaction', http: 409 },
      bad_request: { code: 'invalid_request', http: 400 },
      internal_error: { code: 'internal_error', http: 500 },
    },
  },
  launch: {
    path: '/launch',
    request: (r) => ({ token: r.token, playerId: String(r.player.id), gameCode: r.game.code, currency: r.player.currency, language: r.language }),
    parse(fields) {
      const p = launchRequest.safeParse(fields);
      return p.success ? { token: p.data.token, playerRef: p.data.playerId, gameCode: p.data.gameCode, currency: p.data.currency, locale: p.data.language } : null;
    },
    answer: (url, error) => (url ? { status: 'ok', url } : { status: 'invalid_request', error: error ?? 'invalid_request' }),
    url: (fields) => (fields.status === 'ok' && typeof fields.url === 'string' ? fields.url : null),
  },
};
