import { useEffect, useState } from 'react';
import type { Fixture } from '../../contracts/sportsbook';
import { BookApiError, type BookApi } from './api';

/** Live odds move and suspend around goals: refreshed every few seconds; prematch odds far less often. */
export const LIVE_REFRESH_MS = 4_000;
export const PREMATCH_REFRESH_MS = 30_000;

export interface FixturesState {
  fixtures: Fixture[] | null;
  error: BookApiError | null;
}

export function useFixtures(api: BookApi, live: boolean): FixturesState {
  const [state, setState] = useState<FixturesState>({ fixtures: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ fixtures: null, error: null });
    const load = async () => {
      try {
        const answer = await api.fixtures(live, controller.signal);
        setState({ fixtures: answer.fixtures, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        // Keep the last odds on screen after a failed refresh; the slip greys nothing it cannot verify.
        setState((previous) => ({ fixtures: previous.fixtures, error: error instanceof BookApiError ? error : new BookApiError('network', '') }));
      }
      if (!controller.signal.aborted) timer = setTimeout(load, live ? LIVE_REFRESH_MS : PREMATCH_REFRESH_MS);
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, live]);
  return state;
}
