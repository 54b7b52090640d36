import { randomUUID } from 'node:crypto';
import type { ProviderEnv } from '../../../casino/providers/env.js';
import { betcoSecret } from './keys.js';
import { BETCO_CODES, BETCO_CURRENCY, type AuthenticateAnswer, type BalanceAnswer, type BetAnswer, type BetRequest, type Refusal, type SettleAnswer, type SettleResult } from './schemas.js';
import { SIGNATURE_HEADER, signBody } from './signature.js';

/** Where the calls go: our own API by default (a path on this server), as a real Betco would reach it. */
export const BETCO_WALLET_BASE = '/api/sports/betco';

export type Answer<T> = T | Refusal;

export interface BetcoClient {
  authenticate(token: string): Promise<Answer<AuthenticateAnswer>>;
  balance(token: string): Promise<Answer<BalanceAnswer>>;
  bet(bet: Omit<BetRequest, 'currency' | 'requestId'> & { currency?: string; requestId?: string }): Promise<Answer<BetAnswer>>;
  settle(settlement: { transactionId: string; amount: number; result: SettleResult; requestId?: string }): Promise<Answer<SettleAnswer>>;
  rollback(transactionId: string, userId: string, requestId?: string): Promise<Answer<SettleAnswer>>;
}

export const isRefusal = <T extends object>(answer: Answer<T>): answer is Refusal => (answer as { code: number }).code !== 0;

/**
 * The demo book's side of the Betco contract: each call signed and sent through env.http. A network failure throws;
 * an unreadable answer or a 5xx comes back as INTERNAL_ERROR, which means "try again later".
 */
export function betcoClient(env: Pick<ProviderEnv, 'config' | 'shared' | 'http'>, base = BETCO_WALLET_BASE): BetcoClient {
  async function call<T>(path: string, payload: object): Promise<Answer<T>> {
    const body = JSON.stringify(payload);
    const response = await env.http({
      method: 'POST',
      url: `${base}${path}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, betcoSecret(env)) },
      body,
      timeoutMs: 5_000,
    });
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = undefined;
    }
    const code = (json as { code?: unknown } | undefined)?.code;
    if (response.status >= 500 || typeof code !== 'number') return { code: BETCO_CODES.INTERNAL_ERROR, message: `HTTP ${response.status}: ${response.body.slice(0, 200)}` };
    return json as Answer<T>;
  }
  return {
    authenticate: (token) => call('/authenticate', { token }),
    balance: (token) => call('/balance', { token }),
    // Each call a new request id unless the caller repeats one (a retry of the same call).
    bet: (bet) => call('/bet', { currency: BETCO_CURRENCY, requestId: randomUUID(), ...bet }),
    settle: (settlement) => call('/settle', { requestId: randomUUID(), ...settlement }),
    rollback: (transactionId, userId, requestId = randomUUID()) => call('/rollback', { transactionId, userId, requestId }),
  };
}
