import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** Hub88 signs every request body (the raw bytes, as sent) with RSA-SHA256 and puts the base64 signature here. */
export const SIGNATURE_HEADER = 'X-Hub88-Signature';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const privateKeyOf = (pem: string | Buffer): KeyObject => createPrivateKey(pem);
export const publicKeyOf = (pem: string | Buffer | KeyObject): KeyObject => createPublicKey(pem);

/** The X-Hub88-Signature value of a body: RSA-SHA256 (PKCS#1 v1.5), base64. */
export function signBody(body: string | Buffer, privateKey: KeyObject): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString('base64');
}

/** True only when `signature` is a base64 RSA-SHA256 signature of exactly these bytes by the holder of `publicKey`. */
export function verifyBody(body: Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !BASE64.test(signature.trim())) return false;
  try {
    return verify('sha256', body, publicKey, Buffer.from(signature.trim(), 'base64'));
  } catch {
    return false;
  }
}
