import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';

/**
 * SITE_MODE, decided once at start (docs/decisions/023-demo-and-live.md). A demo site runs stand-ins for the outside
 * world (the hosted demo PSP, the demo sportsbook, the game providers' simulators) and says on every page that its
 * money is play money. A live site takes real money: none of those stand-ins may run, and every key must be one the
 * deployment chose. liveRefusals() lists what stands in the way, one reason a line; the server refuses to start with
 * any.
 */
export type SiteMode = Config['SITE_MODE'];

export const isLive = (config: Pick<Config, 'SITE_MODE'>) => config.SITE_MODE === 'live';

/** The seed the demo sportsbook used by default (documented, so its fixtures and results are anyone's to compute). */
export const DEFAULT_SPORTSBOOK_SEED = 'kasa-demo-book';

/** SHA-256 of the public key (SPKI, DER) of key pairs published as demo keys: Hub88's (tests/fixtures/hub88). */
const PUBLISHED_DEMO_KEYS = new Set(['2c04fbb43035e687a53e41245c0c4feacdcf0f7df4d8170e4a6f631558e1570e']);

/** Where the demo sportsbook is served on this site: a partner frame pointing there is the stand-in. */
const demoBook = (url: string) => /^\/sportsbook(\/|$)/.test(url) || /^https?:\/\/[^/]+\/sportsbook(\/|$)/.test(url);

// The providers with a generic contract: launch API base and the secret both sides sign with.
const genericProviders = [
  ['EGT', 'EGT_API_BASE', 'EGT_SECRET'],
  ['Amusnet', 'AMUSNET_API_BASE', 'AMUSNET_SECRET'],
  ['EveryMatrix', 'EVERYMATRIX_API_BASE', 'EVERYMATRIX_SECRET'],
  ['Digitain', 'DIGITAIN_API_BASE', 'DIGITAIN_SECRET'],
] as const;

export type ReadKeyFile = (path: string) => string;

function demoKeyIn(path: string, read: ReadKeyFile): boolean | 'unreadable' {
  let pem: string;
  try {
    pem = read(path);
  } catch {
    return 'unreadable';
  }
  try {
    const key = pem.includes('PRIVATE KEY') ? createPublicKey(createPrivateKey(pem)) : createPublicKey(pem);
    return PUBLISHED_DEMO_KEYS.has(createHash('sha256').update(key.export({ type: 'spki', format: 'der' })).digest('hex'));
  } catch {
    return 'unreadable';
  }
}

/**
 * Why this configuration may not run a live site (empty: it may, or it is a demo). Pure but for reading the key files
 * it names (`read`, replaceable in tests). Each entry names the setting and what to do.
 */
export function liveRefusals(config: Config, read: ReadKeyFile = (path) => readFileSync(path, 'utf8')): string[] {
  if (!isLive(config)) return [];
  const reasons: string[] = [];
  const refuse = (reason: string) => reasons.push(reason);

  if (!config.PUBLIC_ORIGIN) refuse('PUBLIC_ORIGIN is not set: payment links and callbacks need the address players use');
  else if (!config.PUBLIC_ORIGIN.startsWith('https://')) refuse('PUBLIC_ORIGIN is not https: a live site is served over TLS');
  if (!config.CODE_PEPPER) refuse('CODE_PEPPER is not set: a random pepper per process verifies codes only where they were issued');
  if (config.DEV_OUTBOX) refuse('DEV_OUTBOX is on: it lists every code sent and opens the test clock hooks');

  // Payments: the hosted demo PSP is never served on a live site (its methods: liveDataRefusals); Stripe, when used,
  // with live keys (its webhook secret is required with the key by the config itself).
  if (config.STRIPE_SECRET_KEY && /^(sk|rk)_test_/.test(config.STRIPE_SECRET_KEY)) refuse('STRIPE_SECRET_KEY is a test key (sk_test_/rk_test_): its payments move no money');
  if (config.STRIPE_API_BASE) refuse('STRIPE_API_BASE is set: Stripe calls would go to a stand-in, not to Stripe');

  // Sports: the demo sportsbook stands in for both partners while their frame points at it.
  if (demoBook(config.BETSY_URL)) refuse(`BETSY_URL is ${config.BETSY_URL}: the demo sportsbook, whose results are made here (set Betsy's frame URL)`);
  if (!config.BETSY_SECRET) refuse('BETSY_SECRET is not set: a random secret per process (set the partner secret Betsy gave you)');
  if (demoBook(config.BETCO_URL)) refuse(`BETCO_URL is ${config.BETCO_URL}: the demo sportsbook's Betco variant (set Betco's iframe base)`);
  if (!config.BETCO_SECRET) refuse('BETCO_SECRET is not set: a random secret per process (set the key agreed with Betco)');
  if (config.SPORTSBOOK_SEED === DEFAULT_SPORTSBOOK_SEED) {
    refuse(`SPORTSBOOK_SEED is the documented default (${DEFAULT_SPORTSBOOK_SEED}): anyone can compute what it draws`);
  }

  // Casino: every provider is the real one, with its own keys; our own games sign with a key of ours.
  if (!config.HUB88_API_BASE) refuse('HUB88_API_BASE is not set: the Hub88 simulator under /sim/hub88 would settle rounds');
  for (const [name, file] of [['HUB88_PRIVATE_KEY_FILE', config.HUB88_PRIVATE_KEY_FILE], ['HUB88_PUBLIC_KEY_FILE', config.HUB88_PUBLIC_KEY_FILE]] as const) {
    if (!file) {
      refuse(`${name} is not set: a random key per process`);
      continue;
    }
    const demo = demoKeyIn(file, read);
    if (demo === 'unreadable') refuse(`${name} (${file}) cannot be read as a PEM key`);
    else if (demo) refuse(`${name} holds Hub88's published demo key: anyone can sign with it`);
  }
  if (!config.SOFTGAMINGS_API_BASE) refuse('SOFTGAMINGS_API_BASE is not set: the SoftGamings simulator under /sim/softgamings would settle rounds');
  if (!config.SOFTGAMINGS_LOGIN) refuse('SOFTGAMINGS_LOGIN is not set');
  if (!config.SOFTGAMINGS_SECRET) refuse('SOFTGAMINGS_SECRET is not set: a random secret per process');
  for (const [name, apiBase, secret] of genericProviders) {
    if (!config[apiBase]) refuse(`${apiBase} is not set: the ${name} simulator under /sim would settle rounds`);
    if (!config[secret]) refuse(`${secret} is not set: a random secret per process`);
  }
  if (!config.KASA_GAMES_SECRET) refuse("KASA_GAMES_SECRET is not set: our own games' server would sign with a random key per process");
  return reasons;
}

/**
 * What the data says against a live start: enabled payment methods that pay through the hosted demo PSP (seeded by a
 * demo, or added by an operator). They are refused rather than switched off, so an operator decides what players see.
 */
export async function liveDataRefusals(config: Config, db: Kysely<Database>): Promise<string[]> {
  if (!isLive(config)) return [];
  const methods = await db.selectFrom('payment_methods').select(['id', 'title_en']).where('provider', '=', 'local').where('active', '=', 1).orderBy('id').execute();
  return methods.map((m) => `payment method ${m.id} (${m.title_en}) pays through the hosted demo PSP: switch it off or move it to a real PSP`);
}

/** The message a refused start prints: every reason, one a line. */
export const refusalMessage = (reasons: string[]) => `SITE_MODE=live refused to start:\n${reasons.map((r) => `  - ${r}`).join('\n')}`;

/** Throws with every reason (configuration and data) when a live site may not start; a demo always may. */
export async function assertLiveReady(config: Config, db: Kysely<Database>): Promise<void> {
  if (!isLive(config)) return;
  const reasons = [...liveRefusals(config), ...(await liveDataRefusals(config, db))];
  if (reasons.length) throw new Error(refusalMessage(reasons));
}
