import { readFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { privateKeyOf, publicKeyOf, signBody, verifyBody } from '../../server/modules/casino/providers/hub88/signature.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/hub88/${name}`, import.meta.url));

/** Hub88's published vectors (coingaming/Hub88-Examples signatures.csv): `data;signature` after a header row. */
const vectors = fixture('signatures.csv')
  .toString('utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const at = line.lastIndexOf(';');
    return { data: line.slice(0, at), signature: line.slice(at + 1).trim() };
  });

const demoPrivate = privateKeyOf(fixture('private.pem'));
const demoPublic = publicKeyOf(fixture('public.pem'));

describe('Hub88 X-Hub88-Signature (RSA-SHA256, base64)', () => {
  it('ships the published vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(5);
    expect(vectors.map((v) => v.data)).toContain('{"test":"test"}');
  });

  it.each(vectors)('signs $data exactly as Hub88 published', ({ data, signature }) => {
    expect(signBody(data, demoPrivate)).toBe(signature);
  });

  it.each(vectors)('accepts Hub88 signature of $data with the demo public key', ({ data, signature }) => {
    expect(verifyBody(Buffer.from(data), signature, demoPublic)).toBe(true);
  });

  it('refuses a signature over other bytes, a missing or garbled one, and one made with another key', () => {
    const { data, signature } = vectors.at(-1)!;
    expect(verifyBody(Buffer.from(`${data} `), signature, demoPublic)).toBe(false);
    expect(verifyBody(Buffer.from(data.replace('GPL_DESKTOP', 'GPL_MOBILE')), signature, demoPublic)).toBe(false);
    expect(verifyBody(Buffer.from(data), undefined, demoPublic)).toBe(false);
    expect(verifyBody(Buffer.from(data), '', demoPublic)).toBe(false);
    expect(verifyBody(Buffer.from(data), 'not base64!', demoPublic)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(verifyBody(Buffer.from(data), signBody(data, other.privateKey), demoPublic)).toBe(false);
  });
});
