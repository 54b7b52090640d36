import type { HttpRequest } from '../../../../http/self-http.js';
import type { ProviderEnv } from '../../../casino/providers/env.js';
import { signDetached } from './jws.js';
import { betsySecret } from './keys.js';
import { BETSY_API_PATH } from './routes.js';
import type { BalanceAnswer, BetsyError, PaymentAnswer, ProfileAnswer } from './schemas.js';

/** What Betsy's servers send us, as the demo book (or a test) sends it: signed, in Betsy's field names and units. */
export interface BetsyCall<T> {
  status: number;
  /** The answer when HTTP 200, else null. */
  data: T | null;
  /** The refusal when HTTP 400 (`{code, message}`), else null. */
  error: BetsyError | null;
}

export interface BetsyBet {
  token: string;
  transactionId: string;
  userId: string;
  /** Currency units (12.12). */
  amount: number;
  coefficient: number;
  selections: Array<{ event: string; eventId?: string; market: string; outcome: string; coefficient: number }>;
  ticketType?: 'single' | 'express';
  currency?: string;
}

export interface BetsySettlement {
  transactionId: string;
  userId?: string;
  /** What the bet pays in all, currency units: 0 lost. */
  amount: number;
  resultType?: 'win' | 'lose' | 'refund' | 'cashout';
  /** Needed for a cash-out only. */
  token?: string;
  currency?: string;
}

let sequence = 0;
const requestId = () => `req-${Date.now().toString(36)}-${(++sequence).toString(36)}`;

export function betsyClient(env: Pick<ProviderEnv, 'config' | 'shared' | 'http'>, base = BETSY_API_PATH) {
  async function send<T>(method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>): Promise<BetsyCall<T>> {
    const body = JSON.stringify(payload);
    const response = await env.http({
      // HttpRequest names GET and POST only; both self-http paths (inject, fetch) carry PUT as well.
      method: method as HttpRequest['method'],
      url: `${base}${path}`,
      headers: { 'content-type': 'application/json', 'x-sign-jws': signDetached(body, betsySecret(env)) },
      body,
      timeoutMs: 5_000,
    });
    let json: unknown = null;
    try {
      json = JSON.parse(response.body);
    } catch {
      json = null;
    }
    if (response.status === 200) return { status: 200, data: json as T, error: null };
    return { status: response.status, data: null, error: response.status === 400 ? (json as BetsyError) : null };
  }

  return {
    profile: (token: string) => send<ProfileAnswer>('POST', '/user/profile', { token, requestId: requestId() }),
    balance: (token: string, userId: string, currency = 'TRY') => send<BalanceAnswer>('POST', '/user/balance', { token, userId, currency, requestId: requestId() }),
    placeBet: (bet: BetsyBet) =>
      send<PaymentAnswer>('POST', '/payment/bet', {
        type: 1,
        token: bet.token,
        transactionId: bet.transactionId,
        userId: bet.userId,
        currency: bet.currency ?? 'TRY',
        amount: bet.amount,
        coefficient: bet.coefficient,
        requestId: requestId(),
        gameType: 'sportsbook',
        ticketType: bet.ticketType ?? (bet.selections.length > 1 ? 'express' : 'single'),
        metadata: bet.selections,
      }),
    settle: (s: BetsySettlement) =>
      send<PaymentAnswer>('PUT', '/payment/bet', {
        type: 2,
        transactionId: s.transactionId,
        userId: s.userId,
        currency: s.currency ?? 'TRY',
        amount: s.amount,
        resultType: s.resultType,
        token: s.token,
        requestId: requestId(),
      }),
    /** Type 1: the result is withdrawn for now; what was paid goes back. */
    unsettle: (u: { transactionId: string; userId?: string; currency?: string }) =>
      send<PaymentAnswer>('PUT', '/payment/bet', { type: 1, transactionId: u.transactionId, userId: u.userId, currency: u.currency ?? 'TRY', requestId: requestId() }),
    /** Type 3: the bet could not be taken after all (errorCode says why: 10 a timeout on our side, 8 odds changed, ...). */
    rollback: (r: Omit<BetsyBet, 'selections' | 'coefficient'> & { errorCode: number }) =>
      send<PaymentAnswer>('PUT', '/payment/bet', {
        type: 3,
        token: r.token,
        transactionId: r.transactionId,
        userId: r.userId,
        currency: r.currency ?? 'TRY',
        amount: r.amount,
        errorCode: r.errorCode,
        requestId: requestId(),
      }),
  };
}
export type BetsyClient = ReturnType<typeof betsyClient>;
