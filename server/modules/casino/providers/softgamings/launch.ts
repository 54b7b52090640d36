import { randomBytes } from 'node:crypto';
import { apiBase, type ProviderEnv } from '../env.js';
import type { LaunchRequest, LaunchResult } from '../types.js';
import { HASH_IP, playerLogin, playerPassword, type SoftgamingsKeys } from './credentials.js';
import { authHtmlHash } from './hmac.js';

/** Fundist's request id: alphanumeric, at most 32 characters, new for every call. */
const newTid = () => randomBytes(16).toString('hex');

/** The query of `User/AuthHTML`, signed; Fundist creates the user on the first launch (UserAutoCreate=1). */
export function authHtmlQuery(keys: SoftgamingsKeys, request: LaunchRequest, tid = newTid()): URLSearchParams {
  const login = playerLogin(request.player.id);
  const password = playerPassword(keys.hmacSecret, login);
  const system = request.game.system;
  const hash = authHtmlHash({ ip: HASH_IP, tid, apiKey: keys.apiKey, login, password, system, apiPassword: keys.apiPassword });
  return new URLSearchParams({
    Login: login,
    Password: password,
    TID: tid,
    System: system,
    Page: request.game.code,
    UserIP: request.ip,
    Currency: request.player.currency,
    Country: request.player.country,
    Language: request.language,
    IsMobile: request.platform === 2 ? '1' : '0',
    // Comes back as i_extparam in every OneWallet call of this game: it names the game session.
    ExtParam: request.token,
    UserAutoCreate: '1',
    Referer: request.lobbyUrl,
    Hash: hash,
  });
}

/**
 * The launch: GET {base}/System/Api/{KEY}/User/AuthHTML/?...; Fundist answers `1,<html>` (the HTML the site frames)
 * or `{code},{message}`. Failures are logged with the answer, never shown to the player.
 */
export async function launchSoftgamings(env: ProviderEnv, keys: SoftgamingsKeys, request: LaunchRequest): Promise<LaunchResult> {
  const base = apiBase(env.config.SOFTGAMINGS_API_BASE, 'softgamings');
  const url = `${base}/System/Api/${encodeURIComponent(keys.apiKey)}/User/AuthHTML/?${authHtmlQuery(keys, request)}`;
  let response;
  try {
    response = await env.http({ method: 'GET', url, timeoutMs: 15_000 });
  } catch (error) {
    return { ok: false, detail: `softgamings launch unreachable: ${(error as Error).message}` };
  }
  const comma = response.body.indexOf(',');
  const code = comma > 0 ? response.body.slice(0, comma).trim() : '';
  const html = comma > 0 ? response.body.slice(comma + 1) : '';
  if (response.status >= 200 && response.status < 300 && code === '1' && html.trim()) return { ok: true, data: html };
  return { ok: false, detail: `softgamings launch refused (HTTP ${response.status}): ${response.body.slice(0, 200)}` };
}
