import { useId, useState } from 'react';
import type { CrashParams } from '../../../contracts/games/engine';
import { crash, MAX_MULTIPLIER, msToReach, multiplierAt } from '../../../contracts/games/engines/crash';
import { useI18n } from '../i18n';
import { usePlay } from '../play/play-context';
import { AmountSelect, stakesWithin } from './amount-select';
import { stakeProblem } from './check-stake';
import { CrashCurve } from './crash-curve';
import { crashResultText } from './crash-result';
import { RoundStatus } from './round-status';
import { useCrashRound } from './use-crash-round';
import { usePlayKey } from './use-play-key';
import { useRoundClock } from './use-round-clock';
import controls from './controls.module.css';
import styles from './crash.module.css';

const BETS = stakesWithin(crash.info.minBetMinor, crash.info.maxBetMinor);

/** "2,00" or "2.00" → 200; null when it is no multiplier a round can cash out at. */
function parseMultiplier(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  const x100 = Math.round(value * 100);
  return x100 > 100 && x100 <= MAX_MULTIPLIER ? x100 : null;
}

export function CrashView() {
  const i18n = useI18n();
  const { t, money, decimal } = i18n;
  const { balanceMinor } = usePlay();
  const { phase, start, cashOut, busy, error, setError } = useCrashRound();
  const [betMinor, setBet] = useState(BETS[0]);
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState(decimal(2));
  const autoId = useId();
  const autoToggleId = useId();
  const running = phase.kind === 'running' ? phase : null;
  const elapsedMs = useRoundClock(running);
  const over = phase.kind === 'over' ? phase : null;
  const crashAt = over?.outcome?.crashAt ?? null;
  const shownX100 = running ? multiplierAt(elapsedMs) : crashAt ?? 100;

  const bet = async () => {
    if (busy || running) return;
    const autoCashout = autoOn ? parseMultiplier(autoText) : null;
    if (autoOn && autoCashout === null) return setError(t('frame.crash.autoInvalid', { min: decimal(1.01), max: decimal(MAX_MULTIPLIER / 100) }));
    const params: CrashParams = { engine: 'crash', autoCashout, betMinor };
    const problem = stakeProblem(crash, params, balanceMinor, i18n);
    if (problem) return setError(problem);
    await start(params);
  };
  usePlayKey(() => (running ? void cashOut() : void bet()));

  const result = over ? crashResultText(over, i18n) : running ? t('frame.crash.started', { amount: money(running.betMinor) }) : null;
  return (
    <section className={controls.game} aria-labelledby="crash-title">
      <h2 id="crash-title" className="visually-hidden">
        {t('frame.crash.title')}
      </h2>
      <div className={styles.stage}>
        <CrashCurve elapsedMs={running ? elapsedMs : crashAt ? msToReach(crashAt) : 0} crashed={crashAt !== null} />
        <p className={`${styles.multiplier} ${crashAt !== null ? styles.crashed : ''}`} role="timer" aria-label={t('frame.crash.multiplier')}>
          {decimal(shownX100 / 100)}×
        </p>
      </div>
      <RoundStatus result={result} won={over ? over.answer.winMinor > 0 : false} error={error} />
      <div className={controls.controls}>
        <AmountSelect label={t('frame.bet')} value={betMinor} options={BETS} disabled={busy || !!running} onChange={setBet} />
        <div className={controls.field}>
          <span className={styles.autoLabel}>
            <input id={autoToggleId} type="checkbox" className={styles.checkbox} checked={autoOn} disabled={!!running} onChange={(event) => setAutoOn(event.target.checked)} />
            <label htmlFor={autoToggleId}>{t('frame.crash.auto')}</label>
          </span>
          <label htmlFor={autoId} className="visually-hidden">
            {t('frame.crash.autoAt')}
          </label>
          <input id={autoId} inputMode="decimal" value={autoText} disabled={!autoOn || !!running} onChange={(event) => setAutoText(event.target.value)} />
        </div>
        {running ? (
          <button type="button" className={controls.primary} onClick={() => void cashOut()} disabled={busy} aria-keyshortcuts="Space Enter">
            {t('frame.crash.cashOut', { amount: money(Math.floor((running.betMinor * shownX100) / 100)) })}
          </button>
        ) : (
          <button type="button" className={controls.primary} onClick={() => void bet()} disabled={busy} aria-keyshortcuts="Space Enter">
            {t('frame.crash.bet')}
          </button>
        )}
      </div>
    </section>
  );
}
