import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Proof } from '../../../contracts/games/api';
import type { EngineId } from '../../../contracts/games/engine';
import type { GameApi } from '../api';
import type { FrameConfig } from '../config';
import { useI18n } from '../i18n';
import { FairFormula } from '../panels/fair-formula';
import { errorText } from '../play/use-runner';
import { DraftError, draftToParams, emptyDraft, paramsToDraft, type ParamsDraft } from './params-draft';
import { recompute, type Recomputed } from './recompute';
import { SeedFields, type SeedDraft } from './seed-fields';
import { VerifyResult } from './verify-result';
import styles from './verify.module.css';

/** The verify page: any round recomputed in this browser from its seeds, prefilled from a round's proof. */
export function VerifyApp({ config, api }: { config: FrameConfig; api: GameApi }) {
  const { t } = useI18n();
  const [seeds, setSeeds] = useState<SeedDraft>({ serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '0', engine: 'slot' });
  const [draft, setDraft] = useState<ParamsDraft>(emptyDraft);
  const [proof, setProof] = useState<Proof | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ recomputed: Recomputed; expectedHash: string; engine: EngineId } | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current || !config.round) return;
    loaded.current = true;
    api.proof(config.round).then(
      (answer) => {
        setProof(answer);
        setSeeds({ serverSeed: answer.serverSeed ?? '', serverSeedHash: answer.serverSeedHash, clientSeed: answer.clientSeed, nonce: String(answer.nonce), engine: answer.engine });
        setDraft(paramsToDraft(answer.params));
        if (!answer.serverSeed) setNotice(t('frame.verify.notRevealed'));
      },
      (caught: unknown) => setError(errorText(caught, t)),
    );
  }, [api, config.round, t]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    const nonce = Number(seeds.nonce);
    if (!seeds.serverSeed.trim()) return setError(t('frame.verify.needServerSeed'));
    if (!Number.isSafeInteger(nonce) || nonce < 0) return setError(t('frame.verify.badNonce'));
    try {
      const params = draftToParams(seeds.engine, draft);
      const recomputed = await recompute({ serverSeed: seeds.serverSeed.trim(), clientSeed: seeds.clientSeed, nonce }, params);
      setResult({ recomputed, expectedHash: seeds.serverSeedHash.trim().toLowerCase(), engine: seeds.engine });
    } catch (caught) {
      setError(caught instanceof DraftError ? t(caught.key) : caught instanceof RangeError ? t('frame.verify.badParams') : t('frame.verify.failed'));
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('frame.verify.title')}</h1>
      <p className={styles.note}>{t('frame.verify.explain')}</p>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <form className={styles.form} onSubmit={verify} noValidate>
        <SeedFields seeds={seeds} onSeeds={setSeeds} draft={draft} onDraft={setDraft} />
        <button type="submit" className={styles.submit}>
          {t('frame.verify.submit')}
        </button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {result && <VerifyResult {...result} recordedOutcome={proof && proof.roundId === config.round && proof.nonce === Number(seeds.nonce) ? proof.outcome : null} />}
      </div>
      <FairFormula />
    </main>
  );
}
