import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { adminSessionMachine } from '../../machines/admin-session.machine';

export type AdminSessionRef = ActorRefFrom<typeof adminSessionMachine>;

export const SessionContext = createContext<AdminSessionRef | null>(null);

export function useAdminSession(): AdminSessionRef {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession outside the back office');
  return session;
}
