import type { Locale } from '../../../../i18n/locales.js';
import { serverMessage, type MessageParams, type ServerMessageKey } from '../../../http/messages.js';
import { formatLira } from '../../../money.js';
import type { PayTicket } from '../adapters/pay-ticket.js';
import type { FieldErrors, PayField, PayForm } from './card-rules.js';

export const MERCHANT = 'Kasa';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

const otherLocale = (locale: Locale): Locale => (locale === 'tr' ? 'en' : 'tr');

function timeOf(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

interface Layout {
  locale: Locale;
  stylesheet: string;
  /** The same page in the other language; absent on pages a reload would not show again. */
  switchHref?: string;
  body: string;
}

function layout({ locale, stylesheet, switchHref, body }: Layout): string {
  const t = (key: ServerMessageKey, params?: MessageParams) => esc(serverMessage(locale, key, params));
  const other = otherLocale(locale);
  const switcher = switchHref ? `<a class="pay-lang" href="${esc(switchHref)}" hreflang="${other}" lang="${other}">${t('payPage.otherLanguage')}</a>` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${t('payPage.documentTitle', { merchant: MERCHANT })}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(stylesheet)}">
</head>
<body>
<main class="pay">
<header class="pay-top"><span class="pay-brand">${MERCHANT}</span>${switcher}</header>
${body}
<p class="pay-demo">${t('payPage.demoNotice')}</p>
</main>
</body>
</html>
`;
}

export interface FormView {
  locale: Locale;
  stylesheet: string;
  token: string;
  ticket: PayTicket;
  values?: PayForm;
  errors?: FieldErrors;
  /** The webhook did not get through: nothing happened, the player may press again. */
  deliveryFailed?: boolean;
  crypto?: { address: string; usdt: string; rate: string; qrSvg: string };
}

export function renderPayForm(view: FormView): string {
  const { locale, token, ticket, values = {}, errors = {} } = view;
  const t = (key: ServerMessageKey, params?: MessageParams) => esc(serverMessage(locale, key, params));
  const amount = formatLira(ticket.amountMinor, locale);
  const pagePath = `/pay/${token}`;

  const field = (name: PayField, label: ServerMessageKey, attributes: string, hint?: ServerMessageKey) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    // The CVC is never written back into a page.
    const value = name === 'cvc' ? '' : (values[name] ?? '');
    return `<div class="pay-field${error ? ' pay-field--error' : ''}">
<label for="${name}">${t(label)}</label>
<input id="${name}" name="${name}" value="${esc(value)}" ${attributes}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${hint ? `<p class="pay-hint" id="${name}-hint">${t(hint)}</p>` : ''}${error ? `<p class="pay-error" id="${name}-error">${t(error)}</p>` : ''}
</div>`;
  };

  let details = '';
  let payLabel = t('payPage.pay', { amount });
  if (ticket.method.kind === 'card') {
    details = `<fieldset class="pay-group"><legend>${t('payPage.card.legend')}</legend>
${field('holder', 'payPage.card.holder', 'autocomplete="cc-name" maxlength="50" required')}
${field('number', 'payPage.card.number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23" required')}
<div class="pay-row">
${field('expiry', 'payPage.card.expiry', 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" required')}
${field('cvc', 'payPage.card.cvc', 'autocomplete="cc-csc" inputmode="numeric" maxlength="3" required')}
</div>
<p class="pay-hint">${t('payPage.card.testCards')}</p>
</fieldset>`;
  } else if (ticket.method.kind === 'papara') {
    details = `<fieldset class="pay-group"><legend>${t('payPage.papara.legend')}</legend>
${field('papara', 'payPage.papara.number', 'inputmode="numeric" maxlength="14" required', 'payPage.papara.hint')}
</fieldset>`;
  } else if (ticket.method.kind === 'crypto' && view.crypto) {
    const { address, usdt, rate, qrSvg } = view.crypto;
    payLabel = t('payPage.sent');
    details = `<section class="pay-group" aria-labelledby="crypto-title"><h2 id="crypto-title">${t('payPage.crypto.legend')}</h2>
<p>${t('payPage.crypto.instructions')}</p>
<dl class="pay-facts">
<dt>${t('payPage.crypto.network')}</dt><dd>TRON (TRC-20)</dd>
<dt>${t('payPage.crypto.send')}</dt><dd class="pay-strong">${esc(usdt)} USDT</dd>
<dt>${t('payPage.crypto.address')}</dt><dd><code class="pay-address">${esc(address)}</code></dd>
</dl>
<figure class="pay-qr" role="img" aria-label="${t('payPage.crypto.qr')}">${qrSvg}</figure>
<p class="pay-hint">${t('payPage.crypto.rate', { rate })}</p>
</section>`;
  }

  const hasErrors = Object.keys(errors).length > 0;
  const alert = view.deliveryFailed
    ? `<p class="pay-alert" role="alert">${t('payPage.error.delivery')}</p>`
    : hasErrors
      ? `<p class="pay-alert" role="alert">${t('payPage.error.summary')}</p>`
      : '';

  const body = `<h1>${t('payPage.heading')}</h1>
<dl class="pay-summary">
<dt>${t('payPage.merchant')}</dt><dd>${MERCHANT}</dd>
<dt>${t('payPage.amount')}</dt><dd class="pay-amount">${esc(amount)}</dd>
<dt>${t('payPage.method')}</dt><dd>${esc(ticket.method.title)}</dd>
<dt>${t('payPage.reference')}</dt><dd><code>${esc(ticket.reference)}</code></dd>
</dl>
${alert}
<form class="pay-form" method="post" action="${esc(pagePath)}" novalidate>
<input type="hidden" name="lang" value="${locale}">
${details}
<div class="pay-actions">
<button class="pay-button pay-button--primary" type="submit" name="action" value="pay">${payLabel}</button>
<button class="pay-button" type="submit" name="action" value="cancel">${t('payPage.cancel')}</button>
</div>
</form>
<p class="pay-hint">${t('payPage.validUntil', { time: timeOf(ticket.expiresAt, locale) })}</p>`;
  return layout({ locale, stylesheet: view.stylesheet, switchHref: `${pagePath}?lang=${otherLocale(locale)}`, body });
}

export type ResultKind = 'paid' | 'cancelled' | 'declined';

const resultText: Record<ResultKind, { title: ServerMessageKey; text: ServerMessageKey }> = {
  paid: { title: 'payPage.paid.title', text: 'payPage.paid.text' },
  cancelled: { title: 'payPage.cancelled.title', text: 'payPage.cancelled.text' },
  declined: { title: 'payPage.declined.title', text: 'payPage.declined.text' },
};

export function renderResult({ locale, stylesheet, ticket, kind }: { locale: Locale; stylesheet: string; ticket: PayTicket; kind: ResultKind }): string {
  const t = (key: ServerMessageKey, params?: MessageParams) => esc(serverMessage(locale, key, params));
  const { title, text } = resultText[kind];
  const body = `<section class="pay-result pay-result--${kind}" role="status">
<h1>${t(title)}</h1>
<p>${t(text, { amount: formatLira(ticket.amountMinor, locale) })}</p>
<p class="pay-hint">${t('payPage.reference')}: <code>${esc(ticket.reference)}</code></p>
<a class="pay-button pay-button--primary" href="${esc(ticket.returnUrl)}">${t('payPage.return')}</a>
</section>`;
  return layout({ locale, stylesheet, body });
}

export interface LinkErrorView {
  locale: Locale;
  stylesheet: string;
  /** Present when the link was ours but is past its time: the page says until when, and leads back. */
  expired?: PayTicket;
  switchHref?: string;
}

export function renderLinkError({ locale, stylesheet, expired, switchHref }: LinkErrorView): string {
  const t = (key: ServerMessageKey, params?: MessageParams) => esc(serverMessage(locale, key, params));
  const body = expired
    ? `<section class="pay-result pay-result--error" role="alert">
<h1>${t('payPage.expired.title')}</h1>
<p>${t('payPage.expired.text', { time: timeOf(expired.expiresAt, locale) })}</p>
<a class="pay-button pay-button--primary" href="${esc(expired.returnUrl)}">${t('payPage.return')}</a>
</section>`
    : `<section class="pay-result pay-result--error" role="alert">
<h1>${t('payPage.invalid.title')}</h1>
<p>${t('payPage.invalid.text')}</p>
</section>`;
  return layout({ locale, stylesheet, switchHref, body });
}
