import { lazy, Suspense, useMemo } from 'react';
import { createGameApi } from './api';
import type { FrameConfig } from './config';
import { I18nProvider, useI18n } from './i18n';
import { PlayApp } from './play/play-app';
import styles from './play/play-app.module.css';

/** Only the verify page needs it: a chunk of its own. */
const VerifyApp = lazy(() => import('./verify/verify-app').then((module) => ({ default: module.VerifyApp })));

function MissingConfig() {
  const { t } = useI18n();
  return (
    <p className={styles.notice} role="alert">
      {t('frame.error.noSession')}
    </p>
  );
}

/** The whole frame: play or verify, in the session's language. `fetcher` is for tests. */
export function FrameApp({ config, fetcher }: { config: FrameConfig | null; fetcher?: typeof fetch }) {
  const api = useMemo(() => (config ? createGameApi(config.apiBase, config.session, fetcher) : null), [config, fetcher]);
  return (
    <I18nProvider locale={config?.locale ?? 'tr'}>
      {!config || !api ? (
        <MissingConfig />
      ) : config.mode === 'verify' ? (
        <Suspense fallback={null}>
          <VerifyApp config={config} api={api} />
        </Suspense>
      ) : (
        <PlayApp config={config} api={api} />
      )}
    </I18nProvider>
  );
}
