import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Router } from 'wouter';
import type { adminSignInMachine } from '../../machines/admin-sign-in.machine';
import { Toaster } from '../ui/toaster';
import { adminRuntime } from './api/services';
import { useAdminI18n } from './i18n';
import { SessionContext, type AdminSessionRef } from './session-context';
import { Shell } from './views/shell';
import { SignIn } from './views/sign-in';

/** The back office at /admin: sign-in until the session holds an operator, then the shell. */
export function AdminApp({ session, base = '/admin' }: { session: AdminSessionRef; base?: string }) {
  const { locale, t } = useAdminI18n();
  adminRuntime.locale = locale;
  useEffect(() => {
    document.title = t('admin.title');
  }, [t]);
  const operator = useSelector(session, (s) => (s.matches('signedIn') || s.matches('signingOut') ? s.context.operator : null));
  const signIn = useSelector(session, (s) => s.children.signIn as ActorRefFrom<typeof adminSignInMachine> | undefined);
  return (
    <SessionContext.Provider value={session}>
      <Router base={base}>
        {operator ? (
          <Shell operator={operator} />
        ) : signIn ? (
          <SignIn key={signIn.id} flow={signIn} />
        ) : (
          <p role="status" className="loading">
            {t('admin.loading')}
          </p>
        )}
      </Router>
      <Toaster />
    </SessionContext.Provider>
  );
}
