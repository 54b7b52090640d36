import type { NotificationType } from '../../../contracts/enums';
import type { Locale } from '../../../i18n/locales';

/** product §3: the type enumeration by name (the heading of the detail view). */
export const NOTIFICATION_TYPE_NAMES = { 1: 'Deposit', 2: 'Withdraw', 3: 'Jackpot', 4: 'Bonus', 5: 'System' } as const satisfies Record<
  NotificationType,
  string
>;
export type NotificationTypeName = (typeof NOTIFICATION_TYPE_NAMES)[NotificationType];

export const typeName = (type: number): NotificationTypeName => NOTIFICATION_TYPE_NAMES[type as NotificationType] ?? 'System';

/** Bonus a gift, Deposit an up arrow, Withdraw a down arrow, anything else the system icon. */
export function typeIcon(type: number): string {
  const name = typeName(type);
  return name === 'Bonus' ? 'gift' : name === 'Deposit' ? 'arrow-up' : name === 'Withdraw' ? 'arrow-down' : 'info';
}

const months = new Map<Locale, Intl.DateTimeFormat>();
const pad = (value: number) => String(value).padStart(2, '0');

/** d.MMM.YY HH:MM in the player's local time, with the language's month names ("5.Oca.26 14:03"). */
export function notificationTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = months.get(locale);
  if (!format) months.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short' })));
  const month = format.format(date).replace(/\.$/, '');
  return `${date.getDate()}.${month}.${pad(date.getFullYear() % 100)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
