import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectUnreadCount } from '../../../machines/notifications.machine';
import { useOptionalSystemActor } from '../../app/hooks';

/** The player's notifications actor (spawned at login; undefined for the moment before). */
export const useNotificationsActor = () => useOptionalSystemActor('notifications');

/**
 * What the bell shows: the unread count, and how many times the number of notifications changed since it
 * appeared (each change shakes it once more).
 */
export function useBell() {
  const actor = useNotificationsActor();
  const unread = useSelector(actor, (snapshot) => (snapshot ? selectUnreadCount(snapshot) : 0));
  const count = useSelector(actor, (snapshot) => snapshot?.context.items.length ?? 0);
  const [seen, setSeen] = useState({ count, shakes: 0 });
  if (seen.count !== count) setSeen({ count, shakes: seen.shakes + 1 });
  return { unread, shakes: seen.count === count ? seen.shakes : seen.shakes + 1 };
}
