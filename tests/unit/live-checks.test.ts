import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.js';
import { liveRefusals } from '../../server/live-checks.js';
import { completeLiveEnv } from './live-config.js';

// Key files by name: our own pair (fine) and Hub88's published demo pair (refused).
const ours = generateKeyPairSync('rsa', { modulusLength: 1024 });
const files: Record<string, string> = {
  '/keys/ours-private.pem': ours.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  '/keys/hub88-public.pem': generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  '/keys/demo-public.pem': readFileSync(new URL('../fixtures/hub88/public.pem', import.meta.url), 'utf8'),
  '/keys/demo-private.pem': readFileSync(new URL('../fixtures/hub88/private.pem', import.meta.url), 'utf8'),
  '/keys/garbage.pem': 'not a key',
};
const read = (path: string) => {
  if (!(path in files)) throw new Error(`ENOENT ${path}`);
  return files[path]!;
};


const live = (change: Record<string, string | undefined> = {}): Config => loadConfig({ ...completeLiveEnv, ...change });

describe('liveRefusals', () => {
  it('lets a complete live configuration start, and never stops a demo', () => {
    expect(liveRefusals(live(), read)).toEqual([]);
    expect(liveRefusals(loadConfig({}), read)).toEqual([]);
    expect(liveRefusals(loadConfig({ SITE_MODE: 'demo', DEV_OUTBOX: '1', NODE_ENV: 'development' }), read)).toEqual([]);
  });

  // Each change alone gives exactly one reason, naming the setting.
  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['PUBLIC_ORIGIN unset', { PUBLIC_ORIGIN: undefined }, /^PUBLIC_ORIGIN is not set/],
    ['PUBLIC_ORIGIN over http', { PUBLIC_ORIGIN: 'http://kasa.example' }, /^PUBLIC_ORIGIN is not https/],
    ['CODE_PEPPER unset (random per process)', { CODE_PEPPER: undefined }, /^CODE_PEPPER is not set/],
    ['DEV_OUTBOX (codes listed, test clock hooks)', { DEV_OUTBOX: '1', NODE_ENV: 'development' }, /^DEV_OUTBOX is on/],
    ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, /^STRIPE_SECRET_KEY is a test key/],
    ['Stripe pointed at a stand-in', { STRIPE_API_BASE: 'http://127.0.0.1:9999' }, /^STRIPE_API_BASE is set/],
    ['Betsy frame on the demo book (default)', { BETSY_URL: undefined }, /^BETSY_URL is \/sportsbook\/: the demo sportsbook/],
    ['Betsy frame on the demo book (absolute)', { BETSY_URL: 'https://kasa.example/sportsbook/' }, /^BETSY_URL is https:\/\/kasa.example\/sportsbook\//],
    ['BETSY_SECRET unset', { BETSY_SECRET: undefined }, /^BETSY_SECRET is not set/],
    ['Betco frame on the demo book (default)', { BETCO_URL: undefined }, /^BETCO_URL is \/sportsbook\/betco\//],
    ['BETCO_SECRET unset', { BETCO_SECRET: undefined }, /^BETCO_SECRET is not set/],
    ['the documented sportsbook seed', { SPORTSBOOK_SEED: 'kasa-demo-book' }, /^SPORTSBOOK_SEED is the documented default/],
    ['Hub88 simulator', { HUB88_API_BASE: undefined }, /^HUB88_API_BASE is not set/],
    ['Hub88 operator key random', { HUB88_PRIVATE_KEY_FILE: undefined }, /^HUB88_PRIVATE_KEY_FILE is not set/],
    ["Hub88's public key random", { HUB88_PUBLIC_KEY_FILE: undefined }, /^HUB88_PUBLIC_KEY_FILE is not set/],
    ["Hub88's published demo public key", { HUB88_PUBLIC_KEY_FILE: '/keys/demo-public.pem' }, /^HUB88_PUBLIC_KEY_FILE holds Hub88's published demo key/],
    ["Hub88's published demo private key as ours", { HUB88_PRIVATE_KEY_FILE: '/keys/demo-private.pem' }, /^HUB88_PRIVATE_KEY_FILE holds Hub88's published demo key/],
    ['a key file that is no key', { HUB88_PUBLIC_KEY_FILE: '/keys/garbage.pem' }, /^HUB88_PUBLIC_KEY_FILE \(\/keys\/garbage.pem\) cannot be read/],
    ['a key file that is missing', { HUB88_PUBLIC_KEY_FILE: '/keys/none.pem' }, /^HUB88_PUBLIC_KEY_FILE \(\/keys\/none.pem\) cannot be read/],
    ['SoftGamings simulator', { SOFTGAMINGS_API_BASE: undefined }, /^SOFTGAMINGS_API_BASE is not set/],
    ['SoftGamings login', { SOFTGAMINGS_LOGIN: undefined }, /^SOFTGAMINGS_LOGIN is not set/],
    ['SoftGamings secret', { SOFTGAMINGS_SECRET: undefined }, /^SOFTGAMINGS_SECRET is not set/],
    ['EGT simulator', { EGT_API_BASE: undefined }, /^EGT_API_BASE is not set: the EGT simulator/],
    ['EGT secret', { EGT_SECRET: undefined }, /^EGT_SECRET is not set/],
    ['Amusnet simulator', { AMUSNET_API_BASE: undefined }, /^AMUSNET_API_BASE is not set/],
    ['Amusnet secret', { AMUSNET_SECRET: undefined }, /^AMUSNET_SECRET is not set/],
    ['EveryMatrix simulator', { EVERYMATRIX_API_BASE: undefined }, /^EVERYMATRIX_API_BASE is not set/],
    ['EveryMatrix secret', { EVERYMATRIX_SECRET: undefined }, /^EVERYMATRIX_SECRET is not set/],
    ['Digitain simulator', { DIGITAIN_API_BASE: undefined }, /^DIGITAIN_API_BASE is not set/],
    ['Digitain secret', { DIGITAIN_SECRET: undefined }, /^DIGITAIN_SECRET is not set/],
    ["our games' server without its key", { KASA_GAMES_SECRET: undefined }, /^KASA_GAMES_SECRET is not set/],
  ];
  it.each(cases)('refuses %s, naming it', (_name, change, reason) => {
    const reasons = liveRefusals(live(change), read);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });

  it('names every reason of the quick start switched to live, one each', () => {
    const reasons = liveRefusals(loadConfig({ SITE_MODE: 'live' }), read);
    for (const name of ['PUBLIC_ORIGIN', 'CODE_PEPPER', 'BETSY_URL', 'BETSY_SECRET', 'BETCO_URL', 'BETCO_SECRET', 'HUB88_API_BASE', 'SOFTGAMINGS_API_BASE', 'EGT_API_BASE', 'KASA_GAMES_SECRET']) {
      expect(reasons.filter((r) => r.startsWith(`${name} `))).toHaveLength(1);
    }
  });
});
