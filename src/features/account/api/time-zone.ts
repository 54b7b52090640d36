/** The browser's time zone, so the days of a range are the player's own (the server assumes Istanbul without it). */
export function playerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `payload` with the browser's time zone, when it has one. */
export function withTimeZone<T extends object>(payload: T): T & { timeZone?: string } {
  const timeZone = playerTimeZone();
  return timeZone ? { ...payload, timeZone } : payload;
}
