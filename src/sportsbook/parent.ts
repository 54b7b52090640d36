import type { BetcoMessage, BetsyMessage } from '../../contracts/sportsbook';
import type { Partner } from './config';

/** What the book tells the site; each partner speaks its own published shape (contracts/sportsbook.ts). */
export interface ParentLink {
  size(height: number): void;
  loginWanted(): void;
  betRefused(reason: 'zero_balance' | 'not_logged_in'): void;
  balance(balanceMinor: number): void;
  loaded(loggedIn: boolean): void;
}

type Post = (message: BetsyMessage | BetcoMessage) => void;

// Any origin: the site that embeds the book is the operator's, whose address the book does not know.
const toParent: Post = (message) => window.parent.postMessage(JSON.stringify(message), '*');

function betsyLink(post: Post): ParentLink {
  return {
    size: (height) => post({ type: 'size', height }),
    loginWanted: () => post({ type: 'click', target: 'loginButton' }),
    betRefused: (reason) => post({ type: 'placeBetFailure', reason: reason === 'zero_balance' ? 'Zero balance' : 'User not logged in' }),
    // Betsy's site reads the header balance from its own wallet: no balance message in its contract.
    balance: () => {},
    loaded: (loggedIn) => {
      post({ type: 'user', loggedIn });
      post({ type: 'session', active: loggedIn });
    },
  };
}

function betcoLink(post: Post): ParentLink {
  const openLogin = () => post({ action: 'openSlider', data: { tab: 'login' } });
  return {
    size: (height) => post({ action: 'size', data: { height } }),
    loginWanted: openLogin,
    betRefused: (reason) => {
      if (reason === 'not_logged_in') openLogin();
    },
    // Betco's balance is in lira, as its own SpringBuilder sends it.
    balance: (balanceMinor) => post({ action: 'userBalance', data: { balance: balanceMinor / 100 } }),
    loaded: () => {},
  };
}

export const parentLink = (partner: Partner, post: Post = toParent): ParentLink => (partner === 'betsy' ? betsyLink(post) : betcoLink(post));
