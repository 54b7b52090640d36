import { describe, expect, it } from 'vitest';
import { authHtmlHash, oneWalletHmac, verifyOneWalletHmac } from '../../server/modules/casino/providers/softgamings/hmac.js';
import { fromMinor, toMinor } from '../../server/modules/casino/providers/softgamings/money.js';

/**
 * Vectors computed outside this code base (a few lines of Python following the rule of the public Fundist
 * integrations: key = SHA-256(secret) raw, message = the values of every field but `hmac` in the byte order of the
 * names, true → "1"; roundinfo's actions each flattened the same way). See docs/providers/softgamings.md.
 */
const SECRET = 'fundist-test-secret';
const debit = {
  type: 'debit', tid: '8f2c1e', userid: 'kc42', currency: 'TRY', amount: '12.50', i_gameid: 'round77', i_actionid: '8f2c1e',
  i_extparam: 'tok_abc', i_gamedesc: '960:slot', round_start: true,
};
const vectors = [
  { name: 'a debit with a boolean field', message: debit, hmac: '1bab3dca9ecdd25f0b134b03536b3f730222f5e14a757ac71836e23d496276e1' },
  { name: 'an OK answer', message: { status: 'OK', tid: '8f2c1e', balance: '87.50' }, hmac: '18b2cbb1d79dd1fb8ceac07e31da337cefa710d78617ca1917b12f1c19891243' },
  {
    name: 'a roundinfo with actions',
    message: {
      type: 'roundinfo', userid: 'kc42', i_gameid: 'round77',
      actions: [{ type: 'bet', amount: '1.00', actid: 'a1', timestamp: '1700000000' }, { amount: '2.00', actid: 'a2', type: 'win', timestamp: '1700000001' }],
    },
    hmac: 'eba63f55c9976ef6658776a93e143a2653f19ea2b4ac50016721601068b3477d',
  },
];

describe('SoftGamings OneWallet hmac', () => {
  it.each(vectors)('matches the independent vector for $name', ({ message, hmac }) => {
    expect(oneWalletHmac(message, SECRET)).toBe(hmac);
  });

  it('verifies a signed message whatever the order of its fields or the case of its hmac, and nothing else', () => {
    const reordered = Object.fromEntries(Object.entries(debit).reverse());
    expect(verifyOneWalletHmac({ ...reordered, hmac: vectors[0]!.hmac.toUpperCase() }, SECRET)).toBe(true);
    expect(verifyOneWalletHmac({ ...debit, amount: '12.51', hmac: vectors[0]!.hmac }, SECRET)).toBe(false);
    expect(verifyOneWalletHmac({ ...debit, hmac: vectors[0]!.hmac }, 'another-secret')).toBe(false);
    expect(verifyOneWalletHmac({ ...debit }, SECRET)).toBe(false);
  });

  it('signs the launch as User/AuthHTML/[IP]/[TID]/[KEY]/[LOGIN]/[PASSWORD]/[SYSTEM]/[PWD] in MD5', () => {
    const hash = authHtmlHash({ ip: '0.0.0.0', tid: 'abc123', apiKey: 'KEY1', login: 'kc42', password: 'pw', system: '960', apiPassword: 'PWD' });
    expect(hash).toBe('8791a6f063f82315b55f9b942eae72e6');
  });
});

describe('SoftGamings amounts', () => {
  it.each([
    ['12.50', 1250], ['12.5', 1250], ['12', 1200], ['0.01', 1], ['0', 0], ['0.00', 0], ['12.500', 1250], [' 7.05 ', 705], [3.2, 320],
  ] as const)('reads %j as %i kuruş', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
  });

  it.each(['12.505', '0.001', '-1.00', '1e3', '.5', '12.', '', 'abc', '1,50', '99999999999999.00', 0.1 + 0.2])('refuses %j', (text) => {
    expect(toMinor(text)).toBeNull();
  });

  it.each([[0, '0.00'], [5, '0.05'], [1250, '12.50'], [123456789, '1234567.89']])('writes %i kuruş as %s', (minor, text) => {
    expect(fromMinor(minor)).toBe(text);
  });
});
