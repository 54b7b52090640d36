import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FairnessState, RoundAnswer, SessionState } from '../../../contracts/games/api';
import type { GameApi } from '../api';
import type { FrameConfig } from '../config';
import { useI18n } from '../i18n';
import { EngineView } from '../engines/engine-view';
import { FairnessPanel } from '../panels/fairness-panel';
import { RulesPanel } from '../panels/rules-panel';
import { FrameHeader } from './frame-header';
import { PlayContext, type PlayContextValue } from './play-context';
import { errorText } from './use-runner';
import styles from './play-app.module.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; session: SessionState };

export function PlayApp({ config, api }: { config: FrameConfig; api: GameApi }) {
  const { t } = useI18n();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [balanceMinor, setBalance] = useState(0);
  const [fairness, setFairness] = useState<FairnessState>({ serverSeedHash: '', clientSeed: '', nonce: 0 });
  const [lastRoundId, setLastRoundId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.session().then(
      (session) => {
        if (!live) return;
        setBalance(session.balanceMinor);
        setFairness(session.fairness);
        setLoaded({ state: 'ready', session });
      },
      (error: unknown) => live && setLoaded({ state: 'failed', message: errorText(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [api, t]);

  const roundAnswered = useCallback((answer: RoundAnswer) => {
    setBalance(answer.balanceMinor);
    setLastRoundId(answer.roundId);
    setFairness((current) => ({ ...current, nonce: Math.max(current.nonce, answer.nonce + 1) }));
  }, []);

  const context = useMemo<PlayContextValue | null>(
    () =>
      loaded.state === 'ready'
        ? { config, api, session: loaded.session, balanceMinor, fairness, lastRoundId, setBalance, setFairness, roundAnswered }
        : null,
    [config, api, loaded, balanceMinor, fairness, lastRoundId, roundAnswered],
  );

  if (loaded.state === 'loading') {
    return (
      <p className={styles.notice} role="status">
        {t('frame.loading')}
      </p>
    );
  }
  if (loaded.state === 'failed' || !context) {
    return (
      <p className={styles.notice} role="alert">
        {loaded.state === 'failed' ? loaded.message : t('frame.error.unavailable')}
      </p>
    );
  }
  return (
    <PlayContext.Provider value={context}>
      <div className={styles.frame}>
        <FrameHeader />
        <main className={styles.main}>
          <EngineView engine={context.session.game.engine} />
        </main>
        <aside className={styles.panels}>
          <RulesPanel />
          <FairnessPanel />
        </aside>
      </div>
    </PlayContext.Provider>
  );
}
