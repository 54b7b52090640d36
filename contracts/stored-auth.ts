import type { AuthData } from './session';

const STRING_FIELDS = ['username', 'usercode'] as const;
const NULLABLE_STRING_FIELDS = ['betsyCid', 'betsyUrl', 'betsyToken', 'betcoToken', 'betcoUrl', 'phone', 'fingerprint'] as const;

/**
 * The local key authData is read before anything else renders, so this mirror of the `authData` schema has no
 * zod in it (tests keep the two in agreement).
 */
export function isStoredAuthData(value: unknown): value is AuthData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.balance === 'number' &&
    Number.isFinite(v.balance) &&
    typeof v.smsVerified === 'boolean' &&
    STRING_FIELDS.every((key) => typeof v[key] === 'string') &&
    NULLABLE_STRING_FIELDS.every((key) => v[key] === null || typeof v[key] === 'string')
  );
}

export const hasBetcoAccess = (auth: Pick<AuthData, 'betcoUrl'> | null | undefined) => Boolean(auth?.betcoUrl);
