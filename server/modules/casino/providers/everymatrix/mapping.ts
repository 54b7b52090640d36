import * as z from 'zod';
import { GameProvider } from '../../../../../contracts/enums.js';
import { jsonCodec } from '../generic/codecs.js';
import type { WalletMapping } from '../generic/mapping.js';
import { decimalMajor } from '../generic/money.js';
import { fieldHash } from '../generic/signatures.js';

const launchRequest = z.object({
  Request: z.literal('Launch'),
  Token: z.string().min(1),
  UserId: z.string().min(1),
  GameCode: z.string().min(1),
  ProductId: z.number().int().nonnegative(),
  Currency: z.string().regex(/^[A-Z]{3}$/),
  Language: z.enum(['tr', 'en']),
});

const op = (value: string) => ({ path: '/wallet', tag: { field: 'Request', value } });

/**
 * EveryMatrix's casino wallet as we assume it (no public contract): one JSON endpoint with the request type in
 * the body (GetBalance, Bet, Win, Cancel), decimal amounts, a SHA-256 Hash of the other fields' values (by field
 * name) and the secret, and word statuses (Ok, InsufficientFunds, ...), always HTTP 200 but for our own failures.
 * See docs/providers/everymatrix.md.
 */
export const everyMatrixMapping: WalletMapping = {
  key: 'everymatrix',
  name: GameProvider.EveryMatrix,
  config: { apiBase: 'EVERYMATRIX_API_BASE', secret: 'EVERYMATRIX_SECRET' },
  codec: jsonCodec,
  routes: { balance: op('GetBalance'), bet: op('Bet'), win: op('Win'), rollback: op('Cancel') },
  fields: {
    token: 'Token',
    player: 'UserId',
    game: 'GameCode',
    currency: 'Currency',
    round: 'RoundId',
    transaction: 'TransactionId',
    amount: 'Amount',
    betRef: 'BetTransactionId',
    targetRef: 'CanceledTransactionId',
    roundEnd: 'RoundClosed',
  },
  money: decimalMajor,
  signature: fieldHash('Hash'),
  answers: {
    status: 'Status',
    message: 'Message',
    balance: 'Balance',
    echo: ['Request', 'TransactionId'],
    codes: {
      ok: { code: 'Ok' },
      replayed: { code: 'Ok' },
      insufficient_funds: { code: 'InsufficientFunds', message: 'Insufficient funds' },
      player_blocked: { code: 'PlayerBlocked', message: 'Player is blocked' },
      limit_reached: { code: 'LimitReached', message: 'Responsible gambling limit reached' },
      token_expired: { code: 'SessionExpired', message: 'Session expired' },
      token_unknown: { code: 'UnknownSession', message: 'Unknown session' },
      bad_signature: { code: 'InvalidHash', message: 'Invalid hash' },
      bet_not_found: { code: 'BetNotFound', message: 'No bet for this win' },
      bet_rolled_back: { code: 'BetCancelled', message: 'Bet was cancelled' },
      target_not_found: { code: 'TransactionNotFound', message: 'Cancelled transaction not found; recorded' },
      duplicate_conflict: { code: 'DuplicateTransaction', message: 'Transaction id reused with other fields' },
      bad_request: { code: 'InvalidRequest', message: 'Invalid request' },
      internal_error: { code: 'InternalError', http: 500, message: 'Internal error' },
    },
  },
  launch: {
    path: '/launch',
    request: (r) => ({
      Request: 'Launch',
      Token: r.token,
      UserId: String(r.player.id),
      GameCode: r.game.code,
      ProductId: r.game.productId,
      Currency: r.player.currency,
      Language: r.language,
    }),
    parse(fields) {
      const p = launchRequest.safeParse(fields);
      return p.success
        ? { token: p.data.Token, playerRef: p.data.UserId, gameCode: p.data.GameCode, currency: p.data.Currency, locale: p.data.Language, productId: p.data.ProductId }
        : null;
    },
    answer: (url, error) => (url ? { Status: 'Ok', Url: url } : { Status: 'InvalidRequest', Message: error ?? 'Invalid request' }),
    url: (fields) => (fields.Status === 'Ok' && typeof fields.Url === 'string' ? fields.Url : null),
  },
};
