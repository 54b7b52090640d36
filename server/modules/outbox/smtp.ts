import { createRequire } from 'node:module';
import type nodemailerType from 'nodemailer';
import type { OutgoingMessage } from './service.js';

/** E-mail over SMTP; SMTP_URL carries host, port, credentials and TLS (smtp:// or smtps://). */
export function smtpSender(url: string, from: string) {
  // Loaded only when SMTP is configured: not every start pays for it.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof nodemailerType;
  const transport = nodemailer.createTransport(url);
  return async (message: OutgoingMessage): Promise<void> => {
    await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
  };
}
