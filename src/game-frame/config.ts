import type { Locale } from '../../i18n/locales';

/** What the game server injects into the page as `<script type="application/json" id="game-config">`. */
export interface FrameConfig {
  provider: string;
  /** Empty on the verify page: a round's proof is public, the session that played it is not. */
  session: string;
  apiBase: string;
  locale: Locale;
  mode: 'play' | 'verify';
  /** verify mode: the round whose proof prefills the form. */
  round?: string;
}

const isText = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** Validated by hand: zod would double the frame's bundle. Null when the page carries no usable config. */
export function parseFrameConfig(raw: unknown): FrameConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  if (!isText(value.provider, 40) || !isText(value.apiBase)) return null;
  // Same-origin paths only: the frame never sends a session to another site.
  if (!value.apiBase.startsWith('/') || value.apiBase.startsWith('//')) return null;
  const mode = value.mode === 'verify' ? 'verify' : value.mode === 'play' ? 'play' : null;
  if (!mode) return null;
  const session = isText(value.session, 64) ? value.session : '';
  if (mode === 'play' && !session) return null;
  return {
    provider: value.provider,
    session,
    apiBase: value.apiBase.replace(/\/+$/, ''),
    locale: value.locale === 'en' ? 'en' : 'tr',
    mode,
    ...(isText(value.round, 64) ? { round: value.round } : {}),
  };
}

export function readFrameConfig(doc: Document = document): FrameConfig | null {
  const text = doc.getElementById('game-config')?.textContent;
  if (!text) return null;
  try {
    return parseFrameConfig(JSON.parse(text));
  } catch {
    return null;
  }
}
