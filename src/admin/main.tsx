import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { AdminApp } from './app';
import { adminRuntime } from './api/services';
import { AdminI18nProvider, loadAdminLocale, storedLocale } from './i18n';
import { providedSession, storedSession } from './provide';
import './styles/admin.css';

const locale = storedLocale();
await loadAdminLocale(locale).catch(() => {});
adminRuntime.locale = locale;
document.documentElement.lang = locale;

const session = createActor(providedSession, { input: { stored: storedSession() } });
session.start();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminI18nProvider initial={locale}>
        <AdminApp session={session} />
      </AdminI18nProvider>
    </StrictMode>,
  );
}
