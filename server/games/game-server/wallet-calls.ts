import type { GameServerDeps } from './deps.js';
import { GameFailure } from './messages.js';
import type { WalletAnswer } from './wallet-port.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One wallet call, the same transaction id again while nothing answers (a throw counts as no answer). */
export async function withRetries(deps: GameServerDeps, call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
  const attempt = async (): Promise<WalletAnswer> => {
    try {
      return await call();
    } catch (error) {
      deps.log.warn({ err: error, provider: deps.provider }, 'wallet call failed');
      return { ok: false, error: 'unavailable' };
    }
  };
  let answer = await attempt();
  for (const delay of deps.tuning.retryDelaysMs) {
    if (answer.ok || answer.error !== 'unavailable') return answer;
    await sleep(delay);
    answer = await attempt();
  }
  return answer;
}

/** The frame's error for a wallet that refused (or never answered) a bet. */
export function betFailure(answer: Exclude<WalletAnswer, { ok: true }>): GameFailure {
  switch (answer.error) {
    case 'insufficient_funds':
      return new GameFailure('insufficient_funds', 'games.insufficientFunds', {}, answer.balanceMinor);
    case 'blocked':
      return new GameFailure('blocked', 'games.blocked', {}, answer.balanceMinor);
    // The frame's codes have no limit of their own: a refusal like blocked, with its own words.
    case 'limit_reached':
      return new GameFailure('blocked', 'games.limitReached', {}, answer.balanceMinor);
    case 'expired':
      return new GameFailure('expired', 'games.expired', {}, answer.balanceMinor);
    case 'rejected':
      return new GameFailure('invalid', 'games.betRefused', {}, answer.balanceMinor);
    case 'unavailable':
      return new GameFailure('unavailable', 'games.unavailable');
  }
}

/** The balance the frame shows, as the wallet answers it now. */
export async function currentBalance(deps: GameServerDeps, session: Parameters<GameServerDeps['wallet']['balance']>[0]): Promise<number> {
  const answer = await withRetries(deps, () => deps.wallet.balance(session));
  if (answer.ok) return answer.balanceMinor;
  if (answer.error === 'unavailable') throw new GameFailure('unavailable', 'games.balanceUnavailable');
  throw betFailure(answer);
}
