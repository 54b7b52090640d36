/** English strings of the header's notifications panel (part of the first page: the header shows it). */
export const notificationsEn = {
  'header.notifications': 'Notifications',
  'header.notificationsEmpty': 'When you have a new notification, you will see it here.',
  'notifications.unread': '{{count, plural, one {# unread notification} other {# unread notifications}}}',
  'notifications.unreadDot': 'Unread',
  'notifications.back': 'Back to notifications',
  'notifications.close': 'Close notifications',
  'notifications.loadFailed': 'The notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.type.Deposit': 'Deposit',
  'notifications.type.Withdraw': 'Withdraw',
  'notifications.type.Jackpot': 'Jackpot',
  'notifications.type.Bonus': 'Bonus',
  'notifications.type.System': 'System',
} as const;
