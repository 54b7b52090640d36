import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/**
 * A well-formed TRON (TRC-20) address for one deposit, as crypto PSPs hand out an address per payment: 0x41 and
 * 20 bytes, base58 with a double-SHA-256 checksum. Derived from the reference, so the page shows the same one on
 * every load. Demo only: nobody holds its key.
 */
export function depositAddress(reference: string): string {
  const payload = Buffer.concat([Buffer.from([0x41]), sha256(Buffer.from(`kasa-usdt:${reference}`)).subarray(0, 20)]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** The demo rate of the page: 1 USDT = 41.25 lira, in kuruş. */
export const USDT_RATE_KURUS = 4125;

/** The USDT to send for an amount in kuruş, rounded up to the cent so the deposit is covered. */
export const usdtFor = (amountMinor: number) => (Math.ceil((amountMinor * 100) / USDT_RATE_KURUS) / 100).toFixed(2);
