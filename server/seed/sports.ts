import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The demo player with betting-partner access (/spor/betco), named in the README and docs/sports/betco.md. */
export const BETCO_DEMO = { username: 'betco_demo', password: 'betco-demo-2026', cashMinor: 1_000_00 } as const;

// argon2id of BETCO_DEMO.password with the site's parameters, made once (hashing at every seed costs every test
// database a hash); tests/server/sports-betco-operator.test.ts logs in with the password to keep the two in step.
const PASSWORD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$daJ4opTnKGwnLmRdIjLRQg$20+ZY67+fMRN+/OVReLDGRNUjoAtt/y2I2mB8qyxSyg';

/** Inserted once, with 1,000 TRY of demo cash; an existing account (and what was done with it) is left alone. */
export async function seedSports(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('players').select('id').where('username_lower', '=', BETCO_DEMO.username).executeTakeFirst();
  if (existing) return;
  const row = await db
    .insertInto('players')
    .values({
      name: 'Betco', surname: 'Demo', username: BETCO_DEMO.username, username_lower: BETCO_DEMO.username, email: 'betco_demo@kasa.local',
      phone: '905000000001', personal_no: null, country_id: 235, currency_id: 1, birth_date: '1990-01-01', password_hash: PASSWORD_HASH,
      sms_verified: 1, locale: 'tr', ref_id: null, partner: null, subid: null, source: null, created_at: new Date().toISOString(), betting_partner_access: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Written directly, not through the wallet: the seed's transaction is not one transact() opened (no caches to hold).
  const at = new Date().toISOString();
  const accounts = await db
    .insertInto('accounts')
    .values([
      { player_id: row.id, kind: 'cash', balance_minor: BETCO_DEMO.cashMinor },
      { player_id: row.id, kind: 'bonus', balance_minor: 0 },
      { player_id: row.id, kind: 'held', balance_minor: 0 },
    ])
    .returning(['id', 'kind'])
    .execute();
  const cash = accounts.find((a) => a.kind === 'cash')!;
  await db
    .insertInto('ledger_entries')
    .values({ account_id: cash.id, amount_minor: BETCO_DEMO.cashMinor, balance_after_minor: BETCO_DEMO.cashMinor, kind: 'deposit', reference: 'seed:betco_demo', idempotency_key: 'seed:betco_demo:deposit', request_hash: 'seed', created_at: at })
    .execute();
}
