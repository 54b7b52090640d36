import type { BookBet, Fixture } from '../../contracts/sportsbook';
import type { Locale } from '../../i18n/locales';
import type { Partner } from './config';

export type BookErrorCode = 'not_logged_in' | 'zero_balance' | 'odds_changed' | 'suspended' | 'invalid' | 'unavailable' | 'not_found' | 'network';

/** A refusal of the book's server (its message already in the page's language), or no answer at all. */
export class BookApiError extends Error {
  constructor(
    readonly code: BookErrorCode,
    /** Empty when the server could not be reached: the view says so itself. */
    readonly serverMessage: string,
  ) {
    super(serverMessage || code);
  }
}

export interface SlipPick {
  fixtureId: string;
  market: string;
  outcome: string;
  oddsX1000: number;
}
export interface FixturesAnswer {
  fixtures: Fixture[];
  serverTime: string;
  marginPercent: number;
}
export interface BetsAnswer {
  open: BookBet[];
  settled: BookBet[];
}

export interface BookApi {
  fixtures(live: boolean, signal?: AbortSignal): Promise<FixturesAnswer>;
  placeBet(selections: SlipPick[], stakeMinor: number, acceptOddsChanges: boolean): Promise<unknown>;
  bets(): Promise<BetsAnswer>;
  cashOut(betId: string, valueMinor: number): Promise<unknown>;
  balance(): Promise<{ balanceMinor: number }>;
}

const codes = new Set<string>(['not_logged_in', 'zero_balance', 'odds_changed', 'suspended', 'invalid', 'unavailable', 'not_found']);

async function refusal(response: Response): Promise<BookApiError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === 'string' && codes.has(body.code) ? (body.code as BookErrorCode) : 'unavailable';
  return new BookApiError(code, typeof body?.message === 'string' ? body.message : '');
}

/** The page ↔ book server calls of contracts/sportsbook.ts; a guest (no token) only reads fixtures. */
export function createBookApi(apiBase: string, token: string | null, partner: Partner, lang: Locale, fetcher: typeof fetch = (...args) => fetch(...args)): BookApi {
  const call = async <T,>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${apiBase}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new BookApiError('network', '');
    }
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  };
  const needToken = () => {
    if (!token) throw new BookApiError('not_logged_in', '');
    return token;
  };
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  return {
    fixtures: (live, signal) => call(`fixtures?${query({ live: live ? '1' : '0', lang })}`, undefined, signal),
    placeBet: async (selections, stakeMinor, acceptOddsChanges) => call(`bets?${query({ partner, lang })}`, { t: needToken(), selections, stakeMinor, acceptOddsChanges }),
    bets: async () => call(`bets?${query({ t: needToken(), partner })}`),
    cashOut: async (betId, valueMinor) => call(`cashout?${query({ partner, lang })}`, { t: needToken(), betId, valueMinor }),
    balance: async () => call(`balance?${query({ t: needToken(), partner })}`),
  };
}
