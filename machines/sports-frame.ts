import { betcoMessage, betsyMessage, type SportsTokenData } from '../contracts/sportsbook';

export type SportsPartner = 'betsy' | 'betco';

/** What a frame message asks of the site, whatever partner's shape it came in. */
export type FrameEffect =
  | { kind: 'height'; px: number }
  | { kind: 'login' }
  | { kind: 'deposit' }
  /** A bet refused: the player is not logged in there (a guest tried to bet, or the token lapsed). */
  | { kind: 'notLoggedIn' }
  /** The book reports no user or session (a guest's preview always does; for a player the token lapsed). */
  | { kind: 'noSession' }
  | { kind: 'balance'; balance: number };

/** The tallest frame we accept: a broken book must not make the page endless. */
export const MAX_FRAME_HEIGHT = 30_000;

const parse = (data: unknown): unknown => {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

const height = (px: number): FrameEffect | null =>
  Number.isFinite(px) && px > 0 ? { kind: 'height', px: Math.min(Math.ceil(px), MAX_FRAME_HEIGHT) } : null;

function betsyEffect(json: unknown): FrameEffect | null {
  const message = betsyMessage.safeParse(json);
  if (!message.success) return null;
  const m = message.data;
  switch (m.type) {
    case 'size':
      return height(m.height);
    case 'click':
      return m.target === 'loginButton' ? { kind: 'login' } : null;
    case 'placeBetFailure':
      if (m.reason === 'Zero balance') return { kind: 'deposit' };
      return m.reason === 'User not logged in' ? { kind: 'notLoggedIn' } : null;
    case 'user':
      return m.loggedIn ? null : { kind: 'noSession' };
    case 'session':
      return m.active ? null : { kind: 'noSession' };
  }
}

function betcoEffect(json: unknown): FrameEffect | null {
  const message = betcoMessage.safeParse(json);
  if (!message.success) return null;
  const m = message.data;
  switch (m.action) {
    case 'size':
      return height(m.data.height);
    case 'openSlider':
      return m.data.tab === 'login' ? { kind: 'login' } : null;
    case 'userBalance':
      return Number.isFinite(m.data.balance) && m.data.balance >= 0 ? { kind: 'balance', balance: m.data.balance } : null;
  }
}

/** A frame's postMessage (a JSON string) as what it asks of the site; null for anything else. */
export function frameEffect(partner: SportsPartner, data: unknown): FrameEffect | null {
  const json = parse(data);
  if (json === null || typeof json !== 'object') return null;
  return partner === 'betco' ? betcoEffect(json) : betsyEffect(json);
}

const withQuery = (url: string, params: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** The frame's address for a logged-in player: the partner's embed URL with the token, language and page. */
export function playerFrameUrl(o: { partner: SportsPartner; token: SportsTokenData; usercode: string; locale: string; page: string }): string {
  if (o.partner === 'betco') {
    return withQuery(o.token.url, { user_id: o.usercode, auth_token: o.token.token, lang: o.locale, page: o.page, odds: 'decimal' });
  }
  return withQuery(o.token.url, { t: o.token.token, lang: o.locale, page: o.page });
}

/** The frame's address for a guest: the book without a token (odds visible, betting asks for login). */
export const previewFrameUrl = (o: { previewUrl: string; locale: string; page: string }) => withQuery(o.previewUrl, { lang: o.locale, page: o.page });
