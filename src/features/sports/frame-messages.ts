/** The origin of the frame's address, resolved against the page (a relative address is our own origin). */
export function frameOrigin(frameUrl: string, pageOrigin: string): string | null {
  try {
    return new URL(frameUrl, pageOrigin).origin;
  } catch {
    return null;
  }
}

/**
 * A message counts only when it comes from the book's frame: its window and its origin. Anything else on the
 * page (extensions, other frames, a hostile opener) must not open dialogs or move the balance.
 */
export function isFrameMessage(event: Pick<MessageEvent, 'source' | 'origin'>, frame: Window | null | undefined, origin: string | null): boolean {
  return !!frame && event.source === frame && origin !== null && event.origin === origin;
}
