import nodemailer from 'nodemailer';
import type { OutgoingMessage } from './service.js';

/** E-mail over SMTP; SMTP_URL carries host, port, credentials and TLS (smtp:// or smtps://). */
export function smtpSender(url: string, from: string) {
  const transport = nodemailer.createTransport(url);
  return async (message: OutgoingMessage): Promise<void> => {
    await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
  };
}
