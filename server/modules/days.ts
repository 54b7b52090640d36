/** Days as the player means them: ranges of calendar days on a time zone's clocks (Türkiye's unless the browser says). */

/** The zone whose days a request without one means: the site's players are in Türkiye. */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

const DAY_MS = 86_400_000;
const LAST_DAY = '9999-12-31';

/** How far `zone`'s clock is ahead of UTC at the instant `utcMs`, in milliseconds. */
function offsetAt(clock: Intl.DateTimeFormat, utcMs: number): number {
  const parts = Object.fromEntries(clock.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant at which `day` (YYYY-MM-DD) begins on the clocks of `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the guess may differ from the one at midnight UTC when a clock change lies between.
  const guess = midnight - offsetAt(clock, midnight);
  return new Date(midnight - offsetAt(clock, guess));
}

/** The half-open span of instants [start, end) that the inclusive days from..to cover in `timeZone`. */
export function periodOf(from: string, to: string, timeZone = DEFAULT_TIME_ZONE) {
  const start = dayStart(from, timeZone).toISOString();
  // The day after 9999-12-31 has no four-digit year: that range ends with the last stamp there can be.
  if (to >= LAST_DAY) return { start, end: `${LAST_DAY}T23:59:59.999Z` };
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { start, end: dayStart(next, timeZone).toISOString() };
}
