import argon2 from 'argon2';
import { hashGate } from './hash-gate.js';

/** OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hashGate.run(() => argon2.hash(password, OPTIONS));

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against the stored hash, or against a throwaway one when there is no player, so an unknown
 * username costs the same time as a wrong password and the answer time does not tell them apart.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    const dummy = await dummyHash;
    await hashGate.run(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return hashGate.run(() => argon2.verify(hash, password).catch(() => false));
}

export const needsRehash = (hash: string) => argon2.needsRehash(hash, OPTIONS);
