/** SpringBuilder's odds formats (its iframe's odds_type parameter). */
export type BetcoOddsType = 'decimal' | 'fractional' | 'american' | 'hongkong' | 'malay' | 'indo';

export interface BetcoFrame {
  /** BETCO_URL: the partner's iframe base (https://sports.example.com/iframe-sportsbook/), or the demo book's. */
  base: string;
  language: 'tr' | 'en';
  /** The page alias of the book's site: its prematch or live page. */
  page: string;
  /** Null for a guest: the frame opens logged out. */
  user: { userId: string; token: string } | null;
  oddsType?: BetcoOddsType;
}

/** SpringBuilder X's published iframe shape: {base}{lang}/{page_alias}?user_id=&auth_token=&odds_type=. */
export function betcoFrameUrl(frame: BetcoFrame): string {
  const base = frame.base.endsWith('/') ? frame.base : `${frame.base}/`;
  const query = new URLSearchParams();
  if (frame.user) {
    query.set('user_id', frame.user.userId);
    query.set('auth_token', frame.user.token);
  }
  query.set('odds_type', frame.oddsType ?? 'decimal');
  return `${base}${encodeURIComponent(frame.language)}/${encodeURIComponent(frame.page)}?${query.toString()}`;
}
