import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SeedAnswer } from '../api';
import { useI18n } from '../i18n';
import { usePlay, verifyHref } from '../play/play-context';
import { useRunner } from '../play/use-runner';
import { FairFormula } from './fair-formula';
import styles from './panels.module.css';

/** Server seed hash before play, the player's client seed, the nonce; rotating reveals the previous server seed. */
export function FairnessPanel() {
  const { t } = useI18n();
  const { api, config, fairness, setFairness, lastRoundId, session } = usePlay();
  const { busy, error, setError, run } = useRunner();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<SeedAnswer['previous'] | null>(null);
  const seedId = useId();

  useEffect(() => setClientSeed(fairness.clientSeed), [fairness.clientSeed]);

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (seed.length < 1 || seed.length > 64) {
      setError(t('frame.fair.clientSeedInvalid'));
      return;
    }
    const answer = await run(() => api.seed(seed));
    if (!answer) return;
    setFairness(answer.current);
    setRevealed(answer.previous);
  };

  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{t('frame.fair.title')}</summary>
      <div className={styles.body}>
        <p className={styles.note}>{t('frame.fair.explain')}</p>
        <dl className={styles.facts}>
          <dt>{t('frame.fair.serverSeedHash')}</dt>
          <dd className={styles.code}>{fairness.serverSeedHash}</dd>
          <dt>{t('frame.fair.nonce')}</dt>
          <dd>{fairness.nonce}</dd>
        </dl>
        <form className={styles.form} onSubmit={rotate} noValidate>
          <label htmlFor={seedId}>{t('frame.fair.clientSeed')}</label>
          <input id={seedId} value={clientSeed} maxLength={64} autoComplete="off" spellCheck={false} onChange={(event) => setClientSeed(event.target.value)} />
          <button type="submit" className={styles.button} disabled={busy}>
            {t('frame.fair.rotate')}
          </button>
        </form>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div aria-live="polite">
          {revealed && (
            <dl className={styles.facts}>
              <dt>{t('frame.fair.previousServerSeed')}</dt>
              <dd className={styles.code}>{revealed.serverSeed}</dd>
              <dt>{t('frame.fair.previousHash')}</dt>
              <dd className={styles.code}>{revealed.serverSeedHash}</dd>
              <dt>{t('frame.fair.previousClientSeed')}</dt>
              <dd className={styles.code}>{revealed.clientSeed}</dd>
              <dt>{t('frame.fair.roundsPlayed')}</dt>
              <dd>{revealed.nonce}</dd>
            </dl>
          )}
        </div>
        <FairFormula engines={[session.game.engine]} />
        <p className={styles.links}>
          {lastRoundId && (
            <a href={verifyHref(config, lastRoundId)} target="_blank" rel="noopener">
              {t('frame.fair.verifyLast')}
            </a>
          )}
          <a href={verifyHref(config)} target="_blank" rel="noopener">
            {t('frame.fair.verifyPage')}
          </a>
        </p>
      </div>
    </details>
  );
}
