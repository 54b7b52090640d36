import { useCallback, useRef, useState } from 'react';
import { GameApiError } from '../api';
import { useI18n, type FrameI18n } from '../i18n';
import { usePlay } from './play-context';

export function errorText(error: unknown, t: FrameI18n['t']): string {
  if (error instanceof GameApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.code === 'network' ? t('frame.error.network') : t('frame.error.unavailable');
  }
  return t('frame.error.unavailable');
}

/** Runs one request at a time for a view: busy while it runs, the refusal as text, the balance a refusal carries. */
export function useRunner() {
  const { t } = useI18n();
  const { setBalance } = usePlay();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async <T,>(request: () => Promise<T>): Promise<T | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        return await request();
      } catch (caught) {
        setError(errorText(caught, t));
        if (caught instanceof GameApiError && caught.balanceMinor !== undefined) setBalance(caught.balanceMinor);
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t, setBalance],
  );

  return { busy, error, setError, run };
}
