import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { isLocale, type Locale } from '../../../../i18n/locales.js';
import { formatLira } from '../../../money.js';
import type { LocalPaymentProvider } from '../adapters/local.js';
import { LOCAL_EVENT_TYPES, type LocalWebhookBody } from '../adapters/local-webhook.js';
import type { PayTicket } from '../adapters/pay-ticket.js';
import type { PaymentEvent } from '../provider.js';
import { checkCard, checkPapara, DECLINED_TEST_CARD, digitsOf, REFUND_FAILS_MARK, REFUND_FAILS_TEST_CARD, type FieldErrors, type PayForm } from './card-rules.js';
import { renderLinkError, renderPayForm, renderResult, type FormView } from './render.js';
import { depositAddress, USDT_RATE_KURUS, usdtFor } from './tron-address.js';

export interface CheckoutDeps {
  provider: LocalPaymentProvider;
  now: () => Date;
  stylesheet: string;
  /** Reports the outcome to our callback route as a signed webhook; true once it was accepted. */
  notify: (body: LocalWebhookBody) => Promise<boolean>;
}

/** A whole page and its status; the route only sends it. */
export interface PageAnswer {
  status: number;
  html: string;
}

const FORM_FIELDS = ['holder', 'number', 'expiry', 'cvc', 'papara'] as const;

const localeOf = (lang: unknown, fallback: Locale): Locale => (isLocale(lang) ? lang : fallback);

function linkError(deps: CheckoutDeps, token: string, lang: unknown, expired?: PayTicket): PageAnswer {
  const locale = localeOf(lang, expired?.locale ?? 'tr');
  const other = locale === 'tr' ? 'en' : 'tr';
  const switchHref = `/pay/${encodeURIComponent(token)}?lang=${other}`;
  // A link that is ours but too old is gone (410); anything else was never a link of ours (400).
  return expired
    ? { status: 410, html: renderLinkError({ locale, stylesheet: deps.stylesheet, expired, switchHref }) }
    : { status: 400, html: renderLinkError({ locale, stylesheet: deps.stylesheet, switchHref }) };
}

async function formView(deps: CheckoutDeps, token: string, ticket: PayTicket, locale: Locale): Promise<FormView> {
  const view: FormView = { locale, stylesheet: deps.stylesheet, token, ticket };
  if (ticket.method.kind !== 'crypto') return view;
  const address = depositAddress(ticket.reference);
  const qrSvg = await QRCode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { ...view, crypto: { address, usdt: usdtFor(ticket.amountMinor), rate: formatLira(USDT_RATE_KURUS, locale), qrSvg } };
}

export async function showPayPage(deps: CheckoutDeps, token: string, lang: unknown): Promise<PageAnswer> {
  const opened = deps.provider.openTicket(token, deps.now());
  if (!opened.ok) return linkError(deps, token, lang, opened.why === 'expired' ? opened.ticket : undefined);
  const locale = localeOf(lang, opened.ticket.locale);
  return { status: 200, html: renderPayForm(await formView(deps, token, opened.ticket, locale)) };
}

function inputErrors(ticket: PayTicket, values: PayForm, now: Date): FieldErrors {
  if (ticket.method.kind === 'card') return checkCard(values, now);
  if (ticket.method.kind === 'papara') return checkPapara(values);
  return {};
}

/** Pay or Cancel pressed: check the input, tell our callback the outcome like a PSP, then show the result. */
export async function submitPayPage(deps: CheckoutDeps, token: string, form: Record<string, string>): Promise<PageAnswer> {
  const now = deps.now();
  const opened = deps.provider.openTicket(token, now);
  if (!opened.ok) return linkError(deps, token, form.lang, opened.why === 'expired' ? opened.ticket : undefined);
  const { ticket } = opened;
  const locale = localeOf(form.lang, ticket.locale);
  const values: PayForm = Object.fromEntries(FORM_FIELDS.filter((name) => typeof form[name] === 'string').map((name) => [name, form[name].slice(0, 100)]));
  const view = { ...(await formView(deps, token, ticket, locale)), values };

  let outcome: PaymentEvent['outcome'];
  if (form.action === 'cancel') {
    outcome = 'cancelled';
  } else if (form.action === 'pay') {
    const errors = inputErrors(ticket, values, now);
    if (Object.keys(errors).length > 0) return { status: 400, html: renderPayForm({ ...view, errors }) };
    outcome = ticket.method.kind === 'card' && digitsOf(values.number) === DECLINED_TEST_CARD ? 'failed' : 'paid';
  } else {
    return { status: 400, html: renderPayForm(view) };
  }

  const event: LocalWebhookBody = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: LOCAL_EVENT_TYPES[outcome],
    created: Math.floor(now.getTime() / 1000),
    data: {
      reference: ticket.reference,
      providerReference: ticket.providerReference,
      amountMinor: ticket.amountMinor,
      currency: ticket.currency,
      // Paid with the card whose refunds fail: the handle a refund will come with says so.
      ...(outcome === 'paid' && ticket.method.kind === 'card' && digitsOf(values.number) === REFUND_FAILS_TEST_CARD
        ? { refundHandle: `${ticket.providerReference}${REFUND_FAILS_MARK}` }
        : {}),
    },
  };
  if (!(await deps.notify(event))) return { status: 502, html: renderPayForm({ ...view, deliveryFailed: true }) };
  const kind = outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'declined' : 'cancelled';
  return { status: 200, html: renderResult({ locale, stylesheet: deps.stylesheet, ticket, kind }) };
}
