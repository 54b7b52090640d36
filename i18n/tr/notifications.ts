import type { notificationsEn } from '../en/notifications';

/** Turkish strings of the header's notifications panel (part of the first page: the header shows it). */
export const notificationsTr: Record<keyof typeof notificationsEn, string> = {
  'header.notifications': 'Bildirimler',
  'header.notificationsEmpty': 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
  'notifications.unread': '{{count, plural, one {# okunmamış bildirim} other {# okunmamış bildirim}}}',
  'notifications.unreadDot': 'Okunmamış',
  'notifications.back': 'Bildirimlere dön',
  'notifications.close': 'Bildirimleri kapat',
  'notifications.loadFailed': 'Bildirimler yüklenemedi.',
  'notifications.retry': 'Tekrar dene',
  'notifications.type.Deposit': 'Para Yatırma',
  'notifications.type.Withdraw': 'Para Çekme',
  'notifications.type.Jackpot': 'Jackpot',
  'notifications.type.Bonus': 'Bonus',
  'notifications.type.System': 'Sistem',
};
