import { DEFAULT_LOBBY } from '../../../machines/app.machine';

/** Phones: below the width where dialogs stop filling the screen (src/ui/dialog.module.css). */
const MOBILE_QUERY = '(max-width: 767.98px)';

/** A phone-sized screen: games open in the full-height dialog and ask providers for their mobile build. */
export function isMobileScreen(): boolean {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

/** The lobby a game page returns to: the home page or a casino lobby it was opened on, else the slot lobby. */
export function lobbyPathOf(from: unknown): string {
  if (typeof from !== 'string') return DEFAULT_LOBBY;
  const path = from.split(/[?#]/)[0]!;
  const isLobby = path === '/' || (/^\/casino\/[\w-]+$/.test(path) && !path.startsWith('/casino/play'));
  return isLobby ? from : DEFAULT_LOBBY;
}

/** The page a game page was opened on, as the history entry holds it (src/app/app-actor.ts openGamePage). */
export const openedFrom = (): unknown => (globalThis.history?.state as { from?: unknown } | null)?.from;
