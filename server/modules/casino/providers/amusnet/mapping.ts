import * as z from 'zod';
import { GameProvider } from '../../../../../contracts/enums.js';
import { flatXmlCodec } from '../generic/codecs.js';
import type { WalletMapping } from '../generic/mapping.js';
import { integerMinor } from '../generic/money.js';
import { bodyCredentials } from '../generic/signatures.js';

/** Who we are to Amusnet: the user name and portal code its back office gives the operator (the password is AMUSNET_SECRET). */
const OPERATOR_USER = 'kasa';
const PORTAL_CODE = 'kasa-try';

const launchRequest = z.object({
  defenceCode: z.string().min(1),
  playerId: z.string().min(1),
  portalCode: z.literal(PORTAL_CODE),
  gameId: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: z.enum(['tr', 'en']),
  isMobile: z.enum(['true', 'false']),
});

/**
 * Amusnet (formerly EGT Interactive). Public integrations show its names: flat XML bodies (WithdrawRequest,
 * DepositRequest), UserName / Password / PortalCode in every body, PlayerId, GameId, GameNumber, TransferId,
 * Amount in minor units, Reason (ROUND_BEGIN, ROUND_END, ROUND_CANCEL), answers with ErrorCode / ErrorMessage /
 * Balance and codes 1000 OK, 1100 DUPLICATE, 3000, 3100 INSUFFICIENT_FUNDS. The rest is assumed: docs/providers/amusnet.md.
 */
export const amusnetMapping: WalletMapping = {
  key: 'amusnet',
  name: GameProvider.Amusnet,
  config: { apiBase: 'AMUSNET_API_BASE', secret: 'AMUSNET_SECRET' },
  codec: flatXmlCodec,
  routes: {
    balance: { path: '/GetPlayerBalance', root: 'GetPlayerBalanceRequest' },
    bet: { path: '/Withdraw', root: 'WithdrawRequest', tag: { field: 'Reason', value: 'ROUND_BEGIN' } },
    win: { path: '/Deposit', root: 'DepositRequest', tag: { field: 'Reason', value: 'ROUND_END' } },
    rollback: { path: '/Deposit', root: 'DepositRequest', tag: { field: 'Reason', value: 'ROUND_CANCEL' } },
  },
  // No bet reference on a deposit, and a cancel carries the TransferId of the withdraw it cancels.
  fields: { token: 'DefenceCode', player: 'PlayerId', game: 'GameId', currency: 'Currency', round: 'GameNumber', transaction: 'TransferId', amount: 'Amount' },
  constants: { PortalCode: PORTAL_CODE },
  money: integerMinor,
  signature: bodyCredentials({ user: 'UserName', password: 'Password' }, OPERATOR_USER),
  answers: {
    status: 'ErrorCode',
    message: 'ErrorMessage',
    balance: 'Balance',
    codes: {
      ok: { code: 1000, message: 'OK' },
      replayed: { code: 1100, message: 'DUPLICATE' },
      target_not_found: { code: 1000, message: 'OK' },
      internal_error: { code: 3000, http: 500, message: 'INTERNAL_SERVER_ERROR' },
      insufficient_funds: { code: 3100, message: 'INSUFFICIENT_FUNDS' },
      token_expired: { code: 3200, message: 'EXPIRED_DEFENCE_CODE' },
      token_unknown: { code: 3210, message: 'INVALID_DEFENCE_CODE' },
      player_blocked: { code: 3300, message: 'PLAYER_BLOCKED' },
      limit_reached: { code: 3310, message: 'LIMIT_REACHED' },
      bad_signature: { code: 3400, message: 'INVALID_CREDENTIALS' },
      duplicate_conflict: { code: 3500, message: 'TRANSFER_CONFLICT' },
      bet_not_found: { code: 3600, message: 'WITHDRAW_NOT_FOUND' },
      bet_rolled_back: { code: 3610, message: 'WITHDRAW_CANCELED' },
      bad_request: { code: 3700, message: 'INVALID_REQUEST' },
    },
  },
  launch: {
    path: '/GetGameUrl',
    root: 'GameUrlRequest',
    request: (r) => ({
      defenceCode: r.token,
      playerId: String(r.player.id),
      portalCode: PORTAL_CODE,
      screenName: r.player.username,
      gameId: r.game.code,
      currency: r.player.currency,
      language: r.language,
      country: r.player.country,
      isMobile: String(r.platform === 2),
    }),
    parse(fields) {
      const p = launchRequest.safeParse(fields);
      return p.success ? { token: p.data.defenceCode, playerRef: p.data.playerId, gameCode: p.data.gameId, currency: p.data.currency, locale: p.data.language } : null;
    },
    answer: (url, error) => (url ? { ErrorCode: 1000, Url: url } : { ErrorCode: 3700, ErrorMessage: error ?? 'INVALID_REQUEST' }),
    url: (fields) => (String(fields.ErrorCode) === '1000' && typeof fields.Url === 'string' && fields.Url ? fields.Url : null),
  },
};
