import { describe, expect, it } from 'vitest';
import { authData } from '../../../contracts/session';
import { isStoredAuthData } from '../../../contracts/stored-auth';
import { authData as storedAuthData } from '../machines/shell-harness';

const valid = storedAuthData({ token: 'abc', balance: 12.5, betcoUrl: '', smsVerified: true });

const samples: unknown[] = [
  valid,
  { ...valid, token: '' },
  { ...valid, balance: '12.5' },
  { ...valid, balance: Number.NaN },
  { ...valid, smsVerified: 'yes' },
  { ...valid, username: null },
  { ...valid, betcoUrl: 5 },
  { ...valid, phone: undefined },
  null,
  'authData',
  [],
];

describe('stored auth data guard', () => {
  it.each(samples.map((s, i) => [i, s] as const))('agrees with the authData schema on sample %i', (_, sample) => {
    expect(isStoredAuthData(sample)).toBe(authData.safeParse(sample).success);
  });

  it('accepts a well-formed copy and refuses a tampered one', () => {
    expect(isStoredAuthData(valid)).toBe(true);
    expect(isStoredAuthData({ ...valid, token: '' })).toBe(false);
  });
});
