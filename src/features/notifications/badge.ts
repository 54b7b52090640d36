/** The bell's badge: the unread count, 9+ from 9 up, none at 0 (product §4, §9). */
export const badgeText = (unread: number): string | null => (unread <= 0 ? null : unread >= 9 ? '9+' : String(unread));
