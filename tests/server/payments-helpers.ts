import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createContext, type AppContext } from '../../server/context.js';
import type { Db } from '../../server/db/index.js';
import { createPaymentProviders } from '../../server/modules/payments/adapters/index.js';
import { localWebhookHeaders } from '../../server/modules/payments/adapters/local-webhook.js';
import { setPaymentProviders } from '../../server/modules/payments/providers.js';
import { identityApp, post, register, testClock, type TestClock } from './identity-helpers.js';
import { testConfig } from './helpers.js';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const moneyConfig = { PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_LOCAL_SECRET: 'test-local-secret-0123456789', PUBLIC_ORIGIN: 'http://kasa.test' };

/** An app with the local PSP on known secrets, and a second context on the same database for calling services. */
export async function moneyApp(dialect: 'sqlite' | 'postgres', clock: TestClock = testClock(), extra: Record<string, string> = {}) {
  const h = await identityApp(dialect, { config: { ...moneyConfig, ...extra }, clock });
  const config = testConfig({ ...moneyConfig, ...extra });
  const ctx: AppContext = createContext({ db: h.db, config, redis: null, log: pino({ level: 'silent' }), now: clock.now });
  setPaymentProviders(ctx, createPaymentProviders(config, { db: h.db.kysely }));
  knowPayments(h.app, h.db);
  return { ...h, ctx };
}

/** Each money app's database, so a webhook names the payment the PSP opened for the deposit unless told otherwise. */
const databases = new WeakMap<FastifyInstance, Db>();
export const knowPayments = (app: FastifyInstance, db: Db) => void databases.set(app, db);
export type MoneyHarness = Awaited<ReturnType<typeof moneyApp>>;

export const CARD = 3;
export const PAPARA = 2;
export const BANK_DEPOSIT = 1;
export const IBAN_WITHDRAW = 11;
export const VALID_IBAN = 'TR330006100519786457841326';

export async function player(h: MoneyHarness, overrides: Record<string, unknown> = {}) {
  const p = await register(h.app, overrides);
  const row = await h.db.kysely.selectFrom('players').select('id').where('username_lower', '=', p.username.toLowerCase()).executeTakeFirstOrThrow();
  return { ...p, id: row.id };
}

export function latestTransaction(db: Db, playerId: number) {
  return db.kysely.selectFrom('transactions').selectAll().where('player_id', '=', playerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** What the local PSP's page sends when the player pays (or cancels): by default for the payment the PSP opened. */
export async function webhook(app: FastifyInstance, now: Date, event: { reference: string; amountMinor: number; type?: string; id?: string; providerReference?: string; refundHandle?: string }) {
  const opened = await databases.get(app)?.kysely.selectFrom('transactions').select('provider_reference').where('reference', '=', event.reference).executeTakeFirst();
  const body = JSON.stringify({
    id: event.id ?? `evt_${randomBytes(6).toString('hex')}`,
    type: event.type ?? 'payment.paid',
    created: Math.floor(now.getTime() / 1000),
    data: {
      reference: event.reference,
      providerReference: event.providerReference ?? opened?.provider_reference ?? 'lp_test',
      amountMinor: event.amountMinor,
      currency: 'TRY',
      ...(event.refundHandle ? { refundHandle: event.refundHandle } : {}),
    },
  });
  return app.inject({ method: 'POST', url: '/api/payment/callback/local', payload: body, headers: localWebhookHeaders(Buffer.from(WEBHOOK_SECRET), body, now) });
}

export async function startDeposit(h: MoneyHarness, token: string, amount: number, extra: Record<string, number> = {}, method = PAPARA) {
  const res = await post(h.app, '/api/payment/deposit', { id: method, target: 'pay', detail: { amount, bonusId: 0, ...extra } }, token);
  if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.body}`);
  return res;
}

/** A confirmed Papara deposit (no fee) of `amount` lira, paid on the local PSP. */
export async function fund(h: MoneyHarness, p: { token: string; id: number }, amount: number, extra: Record<string, number> = {}) {
  await startDeposit(h, p.token, amount, extra);
  const tx = await latestTransaction(h.db, p.id);
  const res = await webhook(h.app, h.clock.now(), { reference: tx.reference, amountMinor: tx.amount_minor, providerReference: tx.provider_reference ?? undefined });
  if (res.statusCode !== 200) throw new Error(`callback failed: ${res.body}`);
  return tx;
}

export async function ledgerSum(db: Db, playerId: number, kind: string) {
  const rows = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select('ledger_entries.amount_minor')
    .where('accounts.player_id', '=', playerId)
    .where('accounts.kind', '=', kind as 'cash')
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.amount_minor), 0);
}

export async function accountsOf(db: Db, playerId: number) {
  const rows = await db.kysely.selectFrom('accounts').select(['kind', 'balance_minor']).where('player_id', '=', playerId).execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance_minor ?? 0);
  return { cash: of('cash'), bonus: of('bonus'), held: of('held') };
}

export const withdrawDetail = (amount: number, extra: Record<string, unknown> = {}) => ({ amount, iban: VALID_IBAN, accountHolder: 'Ayşe Nur Yılmaz', ...extra });
