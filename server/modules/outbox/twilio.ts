import type { OutgoingMessage } from './service.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
}

/** Phones are stored as digits with the country code (905xxxxxxxxx); Twilio wants E.164. */
export const toE164 = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form encoded, basic auth). */
export function twilioSender({ accountSid, authToken, from, apiBase = 'https://api.twilio.com' }: TwilioSettings) {
  const url = `${apiBase}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return async (message: OutgoingMessage): Promise<void> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: toE164(message.to), From: from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new Error(`Twilio answered ${response.status} (code ${detail.code ?? '?'}: ${detail.message ?? 'no detail'})`);
    }
  };
}
