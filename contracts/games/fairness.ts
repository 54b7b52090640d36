/**
 * Provably fair randomness, the scheme Stake publishes (stake.com/provably-fair/implementation): each HMAC-SHA256 with
 * key = server seed and message = `${clientSeed}:${nonce}:${cursor}` gives 32 bytes, read as 8 floats of 4 bytes each
 * (sum of byte_i / 256^(i+1)); the cursor starts at 0 and goes up by one for every further 8 floats.
 * Web Crypto only, so the server, the game frame and the browser's verify page run the same code.
 */
const encoder = new TextEncoder();
const FLOATS_PER_DIGEST = 8;

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return toHex(new Uint8Array(digest));
}

/** 4 bytes to a float in [0, 1): a multiple of 2^-32, computed exactly in a double. */
export function bytesToFloat(bytes: ArrayLike<number>, offset = 0): number {
  let float = 0;
  for (let i = 0; i < 4; i++) float += bytes[offset + i] / 256 ** (i + 1);
  return float;
}

function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function sign(key: CryptoKey, clientSeed: string, nonce: number, cursor: number): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`)));
}

/** The HMAC-SHA256 digest for one cursor (32 bytes), for a verify page that shows its work. */
export async function digestFor(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Promise<Uint8Array> {
  return sign(await hmacKey(serverSeed), clientSeed, nonce, cursor);
}

export async function floatsFor(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const key = await hmacKey(serverSeed);
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = await sign(key, clientSeed, nonce, cursor);
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i++) floats.push(bytesToFloat(digest, i * 4));
  }
  return floats;
}

/** 32 random bytes as 64 hex characters; shown to the player only as its SHA-256 until the pair is rotated. */
export function newServerSeed(): string {
  return toHex(randomBytes(32));
}

/** 10 hex characters; the player may replace it with any text. */
export function newClientSeed(): string {
  return toHex(randomBytes(5));
}
