import { useId, useState } from 'react';
import type { DiceOutcome, DiceParams } from '../../../contracts/games/engine';
import { dice, MAX_TARGET, MIN_TARGET, multiplierX10000 } from '../../../contracts/games/engines/dice';
import { useI18n } from '../i18n';
import { usePlay } from '../play/play-context';
import { useRunner } from '../play/use-runner';
import { AmountSelect, stakesWithin } from './amount-select';
import { stakeProblem } from './check-stake';
import { RoundStatus } from './round-status';
import { usePlayKey } from './use-play-key';
import controls from './controls.module.css';
import styles from './dice.module.css';

const BETS = stakesWithin(dice.info.minBetMinor, dice.info.maxBetMinor);
const clampTarget = (target: number) => Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(target)));

export function DiceView() {
  const i18n = useI18n();
  const { t, money, decimal, percent } = i18n;
  const { api, balanceMinor, roundAnswered } = usePlay();
  const { busy, error, setError, run } = useRunner();
  const [betMinor, setBet] = useState(BETS[0]);
  const [target, setTarget] = useState(4950);
  const [direction, setDirection] = useState<DiceParams['direction']>('under');
  const [chanceText, setChanceText] = useState<string | null>(null);
  const [last, setLast] = useState<DiceOutcome | null>(null);
  const [result, setResult] = useState<{ text: string; won: boolean } | null>(null);
  const sliderId = useId();
  const chanceId = useId();
  const multiplier = multiplierX10000(target) / 10_000;
  const chance = decimal(target / 100);

  const roll = async () => {
    if (busy) return;
    const params: DiceParams = { engine: 'dice', target, direction, betMinor };
    const problem = stakeProblem(dice, params, balanceMinor, i18n);
    if (problem) return setError(problem);
    setResult(null);
    const answer = await run(() => api.play(params));
    if (!answer) return;
    roundAnswered(answer);
    const outcome = answer.outcome as DiceOutcome;
    setLast(outcome);
    const rolled = t('frame.dice.rolled', { roll: decimal(outcome.roll / 100) });
    const verdict =
      answer.winMinor > 0
        ? t('frame.result.won', { amount: money(answer.winMinor), balance: money(answer.balanceMinor) })
        : t('frame.result.lost', { balance: money(answer.balanceMinor) });
    setResult({ text: `${rolled} ${verdict}`, won: answer.winMinor > 0 });
  };
  usePlayKey(roll);

  // The winning stretch of 0.00 ... 99.99 drawn on the bar.
  const winFrom = direction === 'under' ? 0 : 100 - target / 100;
  const commitChance = (text: string) => {
    const value = Number(text.replace(',', '.'));
    if (Number.isFinite(value)) setTarget(clampTarget(value * 100));
    setChanceText(null);
  };

  return (
    <section className={controls.game} aria-labelledby="dice-title">
      <h2 id="dice-title" className="visually-hidden">
        {t('frame.dice.title')}
      </h2>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.winZone} style={{ left: `${winFrom}%`, width: `${target / 100}%` }} />
        {last && <span className={`${styles.marker} ${last.won ? styles.markerWon : ''}`} style={{ left: `clamp(28px, ${last.roll / 100}%, calc(100% - 28px))` }}>{decimal(last.roll / 100)}</span>}
      </div>
      <RoundStatus result={result?.text ?? null} won={result?.won} error={error} />
      <div className={controls.field}>
        <label htmlFor={sliderId}>{t('frame.dice.chance')}</label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={MIN_TARGET}
          max={MAX_TARGET}
          step={1}
          value={target}
          aria-valuetext={percent(target / 10_000)}
          disabled={busy}
          onChange={(event) => setTarget(clampTarget(Number(event.target.value)))}
        />
      </div>
      <div className={controls.controls}>
        <div className={controls.field}>
          <label htmlFor={chanceId}>{t('frame.dice.chancePercent')}</label>
          <input
            id={chanceId}
            inputMode="decimal"
            value={chanceText ?? chance}
            disabled={busy}
            onChange={(event) => setChanceText(event.target.value)}
            onBlur={(event) => commitChance(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && commitChance(event.currentTarget.value)}
          />
        </div>
        <div className={controls.toggle} role="group" aria-label={t('frame.dice.direction')}>
          <button type="button" className={controls.secondary} aria-pressed={direction === 'under'} disabled={busy} onClick={() => setDirection('under')}>
            {t('frame.dice.under', { value: chance })}
          </button>
          <button type="button" className={controls.secondary} aria-pressed={direction === 'over'} disabled={busy} onClick={() => setDirection('over')}>
            {t('frame.dice.over', { value: decimal(100 - target / 100) })}
          </button>
        </div>
      </div>
      <p className={controls.summary}>
        <span>
          {t('frame.dice.multiplier')} <strong>{decimal(multiplier, 4)}×</strong>
        </span>
        <span>
          {t('frame.dice.winChance')} <strong>{percent(target / 10_000)}</strong>
        </span>
        <span>
          {t('frame.dice.payout')} <strong>{money(Math.floor(betMinor * multiplier))}</strong>
        </span>
      </p>
      <div className={controls.controls}>
        <AmountSelect label={t('frame.bet')} value={betMinor} options={BETS} disabled={busy} onChange={setBet} />
        <button type="button" className={controls.primary} onClick={roll} disabled={busy} aria-keyshortcuts="Space Enter">
          {t('frame.dice.roll')}
        </button>
      </div>
    </section>
  );
}
