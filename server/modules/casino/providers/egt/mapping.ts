import * as z from 'zod';
import { GameProvider } from '../../../../../contracts/enums.js';
import { jsonCodec } from '../generic/codecs.js';
import type { WalletMapping } from '../generic/mapping.js';
import { integerMinor } from '../generic/money.js';
import { bodyHmacHeader } from '../generic/signatures.js';

const launchRequest = z.object({
  sessionToken: z.string().min(1),
  playerId: z.string().min(1),
  gameId: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  platform: z.enum(['desktop', 'mobile']),
  language: z.enum(['tr', 'en']),
  lobbyUrl: z.string(),
});

/**
 * EGT Digital's seamless wallet as we assume it (no public contract): JSON, integer minor units, HMAC-SHA256 hex
 * of the raw body in X-EGT-Signature, one path per operation, numeric codes in `errorCode` (HTTP 200 unless the
 * signature fails or we fail). Field names follow the EGT family (gameNumber, transferId). See docs/providers/egt.md.
 */
export const egtMapping: WalletMapping = {
  key: 'egt',
  name: GameProvider.EgtDigital,
  config: { apiBase: 'EGT_API_BASE', secret: 'EGT_SECRET' },
  codec: jsonCodec,
  routes: { balance: { path: '/balance' }, bet: { path: '/withdraw' }, win: { path: '/deposit' }, rollback: { path: '/cancel' } },
  fields: {
    token: 'sessionToken',
    player: 'playerId',
    game: 'gameId',
    currency: 'currency',
    round: 'gameNumber',
    transaction: 'transferId',
    amount: 'amount',
    betRef: 'withdrawTransferId',
    targetRef: 'canceledTransferId',
    roundEnd: 'roundFinished',
  },
  money: integerMinor,
  signature: bodyHmacHeader('X-EGT-Signature'),
  answers: {
    status: 'errorCode',
    message: 'errorMessage',
    balance: 'balance',
    echo: ['transferId'],
    codes: {
      ok: { code: 0, message: 'OK' },
      replayed: { code: 0, message: 'OK' },
      // A cancel of a transfer we never saw is recorded (the transfer is refused if it comes): done, as far as EGT is concerned.
      target_not_found: { code: 0, message: 'OK' },
      insufficient_funds: { code: 101, message: 'INSUFFICIENT_FUNDS' },
      player_blocked: { code: 102, message: 'PLAYER_BLOCKED' },
      limit_reached: { code: 110, message: 'LIMIT_REACHED' },
      token_expired: { code: 103, message: 'SESSION_EXPIRED' },
      token_unknown: { code: 104, message: 'SESSION_NOT_FOUND' },
      bad_signature: { code: 105, http: 401, message: 'INVALID_SIGNATURE' },
      bet_not_found: { code: 106, message: 'WITHDRAW_NOT_FOUND' },
      bet_rolled_back: { code: 107, message: 'WITHDRAW_CANCELED' },
      duplicate_conflict: { code: 108, message: 'TRANSFER_CONFLICT' },
      bad_request: { code: 109, http: 400, message: 'INVALID_REQUEST' },
      internal_error: { code: 500, http: 500, message: 'INTERNAL_ERROR' },
    },
  },
  launch: {
    path: '/launch',
    request: (r) => ({
      sessionToken: r.token,
      playerId: String(r.player.id),
      screenName: r.player.username,
      gameId: r.game.code,
      currency: r.player.currency,
      platform: r.platform === 2 ? 'mobile' : 'desktop',
      language: r.language,
      lobbyUrl: r.lobbyUrl,
    }),
    parse(fields) {
      const p = launchRequest.safeParse(fields);
      return p.success ? { token: p.data.sessionToken, playerRef: p.data.playerId, gameCode: p.data.gameId, currency: p.data.currency, locale: p.data.language } : null;
    },
    answer: (url, error) => (url ? { errorCode: 0, url } : { errorCode: 109, errorMessage: error ?? 'INVALID_REQUEST' }),
    url: (fields) => (fields.errorCode === 0 && typeof fields.url === 'string' ? fields.url : null),
  },
};
