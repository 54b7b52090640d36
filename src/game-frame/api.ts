import type { FairnessState, Proof, RoundAnswer, SessionState } from '../../contracts/games/api';
import type { RoundParams } from '../../contracts/games/engine';

export type GameErrorCode = 'insufficient_funds' | 'blocked' | 'expired' | 'invalid' | 'unavailable' | 'not_found' | 'network';

/** A refusal from the game server (its message is already in the session's language) or no answer at all. */
export class GameApiError extends Error {
  constructor(
    readonly code: GameErrorCode,
    /** The server's localized message; empty when the server could not be reached (the view says so itself). */
    readonly serverMessage: string,
    readonly balanceMinor?: number,
  ) {
    super(serverMessage || code);
  }
}

export interface SeedAnswer {
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  current: FairnessState;
}

export interface GameApi {
  session(): Promise<SessionState>;
  /** Dice and crash name their stake (engine.ts); the game server's play body accepts it (server/games/game-server/requests.ts). */
  play(params: RoundParams): Promise<RoundAnswer>;
  cashout(roundId: string): Promise<RoundAnswer>;
  round(roundId: string): Promise<RoundAnswer>;
  seed(clientSeed: string): Promise<SeedAnswer>;
  proof(roundId: string): Promise<Proof>;
}

const errorCodes = new Set(['insufficient_funds', 'blocked', 'expired', 'invalid', 'unavailable', 'not_found']);

async function refusal(response: Response): Promise<GameApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown; balanceMinor?: unknown } | null;
  const code = typeof body?.error === 'string' && errorCodes.has(body.error) ? (body.error as GameErrorCode) : 'unavailable';
  const message = typeof body?.message === 'string' ? body.message : '';
  return new GameApiError(code, message, typeof body?.balanceMinor === 'number' ? body.balanceMinor : undefined);
}

/** The frame ↔ game server calls of contracts/games/api.ts, each naming the session. */
export function createGameApi(apiBase: string, session: string, fetcher: typeof fetch = (...args) => fetch(...args)): GameApi {
  const call = async <T,>(path: string, init?: { body: unknown }): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${apiBase}/${path}`, {
        method: init ? 'POST' : 'GET',
        headers: init ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
        body: init ? JSON.stringify(init.body) : undefined,
        credentials: 'same-origin',
      });
    } catch {
      throw new GameApiError('network', '');
    }
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  };
  const query = (extra: Record<string, string> = {}) => new URLSearchParams({ s: session, ...extra }).toString();
  return {
    session: () => call(`session?${query()}`),
    play: (params) => call('play', { body: { s: session, params } }),
    cashout: (roundId) => call('cashout', { body: { s: session, roundId } }),
    round: (roundId) => call(`round?${query({ id: roundId })}`),
    seed: (clientSeed) => call('seed', { body: { s: session, clientSeed } }),
    // A proof is public: it names only the round.
    proof: (roundId) => call(`proof?${new URLSearchParams({ id: roundId }).toString()}`),
  };
}
