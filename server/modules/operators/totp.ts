import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const ISSUER = 'Kasa back office';

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** 160 random bits (RFC 4226's recommended length), base32 as authenticator apps read it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the operator scans: the otpauth:// URI and the same as a QR code image (a data: URL). */
export async function enrollment(secret: string, username: string) {
  const otpauthUrl = totpOf(secret, username).toString();
  return { otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * The time step a code belongs to when it is right within one step either side of now (clock drift), else null.
 * The caller accepts a step only once (operators.totp_last_step), so a seen code cannot be replayed.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}
