import { EXCLUSION_INDEFINITE } from '../../../contracts/limits.js';
import type { Locale } from '../../../i18n/locales.js';
import { formatLira } from '../../money.js';
import { refused, type Refused } from '../outcome.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { exclusion, type Verdict } from './rules.js';

/** Far enough to mean "for good" on both dialects' text times. */
export const INDEFINITE = EXCLUSION_INDEFINITE;

/** A time as a player reads it, in Istanbul time. */
export const timeText = (iso: string, locale: Locale) =>
  iso === INDEFINITE
    ? (locale === 'en' ? 'further notice' : 'süresiz')
    : new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(iso));

/** A refused deposit as the player reads it: the room left under the limit, or until when the account is closed. */
export function depositRefusal(verdict: Exclude<Verdict, { ok: true }>, locale: Locale): Refused {
  if (verdict.reason === 'player_excluded') return refused('player_excluded', { params: { until: timeText(verdict.until, locale) } });
  return refused('deposit_limit', { params: { remaining: formatLira(verdict.remainingMinor, locale) } });
}

/**
 * A time-out or self-exclusion in force refuses what would let the player play (a game launch, a sportsbook token,
 * a bonus): the refusal says until when, in the player's language; null when the player is free to play.
 */
export async function excludedRefusal(db: Kysely<Database>, playerId: number, now: Date, locale: Locale): Promise<Refused | null> {
  const excluded = await exclusion(db, playerId, now);
  return excluded ? refused('player_excluded', { params: { until: timeText(excluded.until, locale) } }) : null;
}
