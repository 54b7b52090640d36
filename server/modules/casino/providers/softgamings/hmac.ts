import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Fundist's two signatures, as the public integrations of its API compute them (docs/providers/softgamings.md):
 * OneWallet messages (both directions) carry `hmac` = HMAC-SHA256 keyed by the raw SHA-256 digest of the secret,
 * over the values of every other field concatenated in the byte order of their names; the launch API's `Hash` is
 * an MD5 over slash-joined positional fields.
 */
export type WireValue = string | number | boolean | null | undefined | Array<Record<string, WireValue>>;
export type WireMessage = Record<string, WireValue>;

// PHP's implode, which the reference implementations use: true → "1", false and null → "".
function scalarText(value: Exclude<WireValue, unknown[]>): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  return String(value);
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function valuesInNameOrder(message: Record<string, WireValue>): string {
  return Object.keys(message)
    .filter((name) => name !== 'hmac')
    .sort(byName)
    .map((name) => {
      const value = message[name];
      // `actions` of a roundinfo call: each action's values in the order of its own names, all joined.
      return Array.isArray(value) ? value.map(valuesInNameOrder).join('') : scalarText(value);
    })
    .join('');
}

export function oneWalletHmac(message: WireMessage, secret: string): string {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return createHmac('sha256', key).update(valuesInNameOrder(message), 'utf8').digest('hex');
}

export function verifyOneWalletHmac(message: WireMessage, secret: string): boolean {
  const given = typeof message.hmac === 'string' ? message.hmac.toLowerCase() : '';
  const expected = oneWalletHmac(message, secret);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A message with its hmac added, as the sender puts it on the wire. */
export const signed = <T extends WireMessage>(message: T, secret: string): T & { hmac: string } => ({ ...message, hmac: oneWalletHmac(message, secret) });

/**
 * `User/AuthHTML/[IP]/[TID]/[KEY]/[LOGIN]/[PASSWORD]/[SYSTEM]/[PWD]`, MD5, lowercase hex. [IP] is the operator's
 * server address as registered with Fundist; we send 0.0.0.0 as SoftGamings' own white-label engine does.
 */
export function authHtmlHash(fields: { ip: string; tid: string; apiKey: string; login: string; password: string; system: string; apiPassword: string }): string {
  const { ip, tid, apiKey, login, password, system, apiPassword } = fields;
  return createHash('md5').update(`User/AuthHTML/${ip}/${tid}/${apiKey}/${login}/${password}/${system}/${apiPassword}`, 'utf8').digest('hex');
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}
