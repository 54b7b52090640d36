import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ownOrigin } from '../../../http/self-http.js';
import type { Config } from '../../../config.js';
import type { PaymentProvider } from '../provider.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { createLocalProvider, localRefundBook, type LocalPaymentProvider } from './local.js';
import { createStripeProvider } from './stripe.js';

/** The PSPs one app serves, by name (payment_methods.provider, the callback path's :provider). */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

export interface PaymentProviderOptions {
  /** Told once at start when a secret is made up for this process only. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** The Stripe SDK's own retries of an API call (tests against a stand-in use 0). */
  stripeNetworkRetries?: number;
  /** The database the local PSP keeps its refunds in (local_psp_refunds); without it, it cannot refund. */
  db?: Kysely<Database>;
}

function secretOf(value: string | undefined, name: string, options: PaymentProviderOptions, config: Config): Buffer {
  if (value) return Buffer.from(value);
  if (config.NODE_ENV === 'production') options.log?.warn(`${name} is not set: a random one serves this process only`);
  return randomBytes(32);
}

/**
 * The local PSP (our hosted demo page) on a demo site only (SITE_MODE); Stripe too when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set.
 * Build it once per app: without PAYMENT_LOCAL_SECRET / PAYMENT_WEBHOOK_SECRET each call makes up new keys, and
 * links or webhooks signed with one set fail the other.
 */
export function createPaymentProviders(config: Config, options: PaymentProviderOptions = {}): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  if (config.SITE_MODE !== 'live') {
    const local = createLocalProvider({
      ticketKey: secretOf(config.PAYMENT_LOCAL_SECRET, 'PAYMENT_LOCAL_SECRET', options, config),
      webhookSecret: secretOf(config.PAYMENT_WEBHOOK_SECRET, 'PAYMENT_WEBHOOK_SECRET', options, config),
      publicOrigin: config.PUBLIC_ORIGIN,
      refundBook: options.db ? localRefundBook(options.db) : undefined,
    });
    providers.set(local.name, local);
  }
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const stripe = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      maxNetworkRetries: options.stripeNetworkRetries,
    });
    providers.set(stripe.name, stripe);
  }
  return providers;
}

export const isLocalProvider = (provider: PaymentProvider | undefined): provider is LocalPaymentProvider =>
  provider?.name === 'local' && typeof (provider as Partial<LocalPaymentProvider>).openTicket === 'function';

/**
 * The origin of payment links and return URLs: PUBLIC_ORIGIN, or (a demo without it) the address this process listens
 * on, as its callbacks use. Never the request's Host: anyone can send one, and a link built on it would send a
 * player's payment to their host. A live site cannot start without PUBLIC_ORIGIN (live-checks.ts).
 */
export function siteOrigin(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT' | 'TLS_CERT_FILE'>, server: FastifyInstance): string {
  return ownOrigin(server, { PUBLIC_ORIGIN: config.PUBLIC_ORIGIN, PORT: config.PORT, TLS_CERT_FILE: config.TLS_CERT_FILE });
}

export type { LocalPaymentProvider };
