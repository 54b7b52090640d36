import { useState, type CSSProperties } from 'react';
import type { RouletteOutcome, RouletteParams } from '../../../contracts/games/engine';
import { MAX_BETS, roulette } from '../../../contracts/games/engines/roulette';
import { useI18n } from '../i18n';
import { usePlay } from '../play/play-context';
import { useRunner } from '../play/use-runner';
import { stakeProblem } from './check-stake';
import { ChipPicker, chipsWithin } from './chip-picker';
import { COLOR_NAMES, SPOTS, type Spot } from './roulette-layout';
import { RoundStatus } from './round-status';
import { usePlayKey } from './use-play-key';
import controls from './controls.module.css';
import styles from './roulette.module.css';

const CHIPS = chipsWithin(roulette.info.minBetMinor, roulette.info.maxBetMinor);
type Bet = RouletteParams['bets'][number];

const placement = (spot: Spot) =>
  ({
    '--vr': spot.v[0], '--vc': spot.v[1], '--vs': spot.v[2],
    '--hr': spot.h[0], '--hc': spot.h[1], '--hs': spot.h[2], '--hrs': spot.h[3],
  }) as CSSProperties;

export function RouletteView() {
  const i18n = useI18n();
  const { t, money } = i18n;
  const { api, balanceMinor, roundAnswered } = usePlay();
  const { busy, error, setError, run } = useRunner();
  const [chipMinor, setChip] = useState(CHIPS[0]);
  const [bets, setBets] = useState<Map<string, Bet>>(new Map());
  const [last, setLast] = useState<RouletteOutcome | null>(null);
  const [result, setResult] = useState<{ text: string; won: boolean } | null>(null);
  const totalMinor = [...bets.values()].reduce((sum, bet) => sum + bet.amountMinor, 0);

  const place = (spot: Spot) => {
    if (busy) return;
    if (!bets.has(spot.key) && bets.size >= MAX_BETS) return setError(t('frame.roulette.tooManyBets', { max: MAX_BETS }));
    setError(null);
    const next = new Map(bets);
    const amountMinor = (next.get(spot.key)?.amountMinor ?? 0) + chipMinor;
    next.set(spot.key, { kind: spot.kind, ...(spot.number !== undefined ? { number: spot.number } : {}), amountMinor });
    setBets(next);
  };

  const spin = async () => {
    if (busy) return;
    if (bets.size === 0) return setError(t('frame.roulette.noBets'));
    const params: RouletteParams = { engine: 'roulette', bets: [...bets.values()] };
    const problem = stakeProblem(roulette, params, balanceMinor, i18n);
    if (problem) return setError(problem);
    setResult(null);
    const answer = await run(() => api.play(params));
    if (!answer) return;
    roundAnswered(answer);
    const outcome = answer.outcome as RouletteOutcome;
    setLast(outcome);
    const landed = t('frame.roulette.landed', { number: outcome.number, color: t(COLOR_NAMES[outcome.color]) });
    const verdict =
      answer.winMinor > 0
        ? t('frame.result.won', { amount: money(answer.winMinor), balance: money(answer.balanceMinor) })
        : t('frame.result.lost', { balance: money(answer.balanceMinor) });
    setResult({ text: `${landed} ${verdict}`, won: answer.winMinor > 0 });
  };
  usePlayKey(spin);

  const nameOf = (spot: Spot) => {
    if (spot.kind === 'straight') return `${spot.number}, ${t(COLOR_NAMES[spot.color ?? 'green'])}`;
    if (spot.kind === 'column') return t('frame.roulette.columnName', { n: spot.number ?? 1 });
    return spot.label ? t(spot.label) : spot.key;
  };

  return (
    <section className={controls.game} aria-labelledby="roulette-title">
      <h2 id="roulette-title" className="visually-hidden">
        {t('frame.roulette.table')}
      </h2>
      <div className={styles.table} role="group" aria-label={t('frame.roulette.table')}>
        {SPOTS.map((spot) => {
          const stake = bets.get(spot.key)?.amountMinor;
          const name = nameOf(spot);
          return (
            <button
              key={spot.key}
              type="button"
              style={placement(spot)}
              className={`${styles.spot} ${spot.color ? styles[spot.color] : ''} ${last && spot.kind === 'straight' && spot.number === last.number ? styles.landed : ''}`}
              aria-label={stake ? t('frame.roulette.spotWithBet', { name, amount: money(stake) }) : name}
              disabled={busy}
              onClick={() => place(spot)}
            >
              <span aria-hidden="true">{spot.kind === 'straight' ? spot.number : spot.label ? t(spot.label) : ''}</span>
              {stake ? (
                <span className={styles.chip} aria-hidden="true">
                  {money(stake)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className={styles.dock}>
        <div className={styles.outcome}>
          {last && (
            <p key={result?.text} className={`${styles.ball} ${styles[last.color]}`} aria-hidden="true">
              {last.number}
            </p>
          )}
          <RoundStatus result={result?.text ?? null} won={result?.won} error={error} />
        </div>
        <ChipPicker chips={CHIPS} value={chipMinor} onChange={setChip} disabled={busy} />
        <div className={controls.controls}>
          <p className={`${controls.summary} ${styles.summaryInline}`}>
            <span>
              {t('frame.totalBet')} <strong>{money(totalMinor)}</strong>
            </span>
          </p>
          <button type="button" className={controls.secondary} onClick={() => setBets(new Map())} disabled={busy || bets.size === 0}>
            {t('frame.roulette.clear')}
          </button>
          <button type="button" className={controls.primary} onClick={spin} disabled={busy} aria-keyshortcuts="Space Enter">
            {busy ? t('frame.roulette.spinning') : t('frame.roulette.spin')}
          </button>
        </div>
      </div>
    </section>
  );
}
