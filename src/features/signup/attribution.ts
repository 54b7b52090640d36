import type { AttributionSources } from '../../../machines/register.machine';
import { storage } from '../../app/storage';

const keys = ['refId', 'partner', 'subid', 'source'] as const;
type Raw = AttributionSources['stored'];

function readCookies(cookie: string): Raw {
  const jar = new Map(
    cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...rest]) => [name, decodeURIComponent(rest.join('='))] as const),
  );
  return Object.fromEntries(keys.filter((key) => jar.has(key)).map((key) => [key, jar.get(key)]));
}

function readQuery(search: string): Raw {
  const query = new URLSearchParams(search);
  return Object.fromEntries(keys.filter((key) => query.has(key)).map((key) => [key, query.get(key)]));
}

/** The attribution sources of product §3: local storage keys, cookies and the page query of the same names. */
export function readAttributionSources(): AttributionSources {
  const stored: Raw = Object.fromEntries(keys.map((key) => [key, storage.get(key)]).filter(([, value]) => value !== null));
  let cookies: Raw = {};
  try {
    cookies = readCookies(document.cookie);
  } catch {
    // cookies disabled or a malformed value: no cookie attribution
  }
  return { stored, cookies, query: readQuery(window.location.search) };
}
