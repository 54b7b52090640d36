import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { RouteGuard } from './route-table';
import { useBetcoAccess, useLoggedIn, useOpenDialog } from './session-hooks';

/**
 * product §2 guards: 'loggedIn' admits logged-in players and otherwise opens the login form (on the home
 * page); 'betco' also needs betting-partner access.
 */
export function Guarded({ guard, children }: { guard?: RouteGuard; children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const betco = useBetcoAccess();
  const openDialog = useOpenDialog();
  const needsLogin = guard !== undefined && !loggedIn;
  useEffect(() => {
    if (needsLogin) openDialog({ name: 'login' });
  }, [needsLogin, openDialog]);

  if (!guard) return children;
  if (needsLogin || (guard === 'betco' && !betco)) return <Redirect to="/" replace />;
  return children;
}
