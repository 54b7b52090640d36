import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { recordMessage, type OutgoingMessage } from './service.js';
import { smtpSender } from './smtp.js';
import { twilioSender } from './twilio.js';

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

type Sender = (message: OutgoingMessage) => Promise<void>;

/** E-mail over SMTP and SMS over Twilio when configured; otherwise both land in the outbox table. */
export function createMessenger(config: Config, db: Db, now: () => Date): Messenger {
  const outbox: Sender = (message) => recordMessage(db.kysely, message, now());
  const email = config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : outbox;
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  const sms = accountSid && authToken && from ? twilioSender({ accountSid, authToken, from }) : outbox;
  return { send: (message) => (message.channel === 'sms' ? sms(message) : email(message)) };
}
