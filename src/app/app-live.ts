/**
 * The app's first commit is on screen: said as a DOM event, so the entry's early-tap holder (./early-taps.ts, run
 * before the app's code is fetched) hears it without the app importing it, which would put the holder in a chunk
 * the app shares and take that chunk into the entry's first downloads (docs/decisions/028).
 */
export const APP_LIVE_EVENT = 'app-live';

export function announceAppLive(doc: Document = document): void {
  doc.dispatchEvent(new Event(APP_LIVE_EVENT));
}
