import { useState } from 'react';
import type { SlotOutcome } from '../../../contracts/games/engine';
import { PAYLINES, ROWS, slot, STRIPS, type SlotSymbol } from '../../../contracts/games/engines/slot';
import { useI18n } from '../i18n';
import { usePlay } from '../play/play-context';
import { useRunner } from '../play/use-runner';
import { AmountSelect, stakesWithin } from './amount-select';
import { stakeProblem } from './check-stake';
import { RoundStatus } from './round-status';
import { SlotSymbolGlyph, SYMBOL_NAMES } from './slot-symbol';
import { usePlayKey } from './use-play-key';
import controls from './controls.module.css';
import styles from './slot.module.css';

const LINE_BETS = stakesWithin(slot.info.minBetMinor / PAYLINES.length, slot.info.maxBetMinor / PAYLINES.length);
/** Before the first spin: the top of every strip. */
const RESTING: SlotSymbol[][] = STRIPS.map((strip) => strip.slice(0, ROWS));

function winningCells(outcome: SlotOutcome | null): Set<string> {
  const cells = new Set<string>();
  for (const win of outcome?.lines ?? []) PAYLINES[win.line].slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  return cells;
}

export function SlotView() {
  const i18n = useI18n();
  const { t, money } = i18n;
  const { api, balanceMinor, roundAnswered } = usePlay();
  const { busy, error, setError, run } = useRunner();
  const [betPerLineMinor, setBetPerLine] = useState(LINE_BETS[0]);
  const [outcome, setOutcome] = useState<SlotOutcome | null>(null);
  const [result, setResult] = useState<{ text: string; won: boolean } | null>(null);

  const spin = async () => {
    if (busy) return;
    const params = { engine: 'slot' as const, betPerLineMinor };
    const problem = stakeProblem(slot, params, balanceMinor, i18n);
    if (problem) return setError(problem);
    setResult(null);
    const answer = await run(() => api.play(params));
    if (!answer) return;
    roundAnswered(answer);
    const settled = answer.outcome as SlotOutcome | null;
    setOutcome(settled);
    setResult(
      answer.winMinor > 0
        ? { text: t('frame.result.won', { amount: money(answer.winMinor), balance: money(answer.balanceMinor) }), won: true }
        : { text: t('frame.result.lost', { balance: money(answer.balanceMinor) }), won: false },
    );
  };
  usePlayKey(spin);

  const grid = (outcome?.grid as SlotSymbol[][] | undefined) ?? RESTING;
  const hits = winningCells(outcome);
  return (
    <section className={controls.game} aria-labelledby="slot-title">
      <h2 id="slot-title" className="visually-hidden">
        {t('frame.slot.reels')}
      </h2>
      <div className={`${styles.reels} ${busy ? styles.spinning : ''}`} role="group" aria-label={t('frame.slot.reels')} aria-busy={busy}>
        {grid.map((reel, reelIndex) => (
          <div key={reelIndex} className={styles.reel} role="list" aria-label={t('frame.slot.reel', { n: reelIndex + 1 })}>
            {reel.map((symbol, row) => {
              const hit = hits.has(`${reelIndex}:${row}`);
              return (
                <div key={row} role="listitem" className={`${styles.cell} ${hit ? styles.hit : ''}`}>
                  <SlotSymbolGlyph symbol={symbol} winning={hit} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <RoundStatus result={result?.text ?? null} won={result?.won} error={error} />
      {outcome && outcome.lines.length > 0 && (
        <ul className={styles.lines} aria-label={t('frame.slot.winningLines')}>
          {outcome.lines.map((line) => (
            <li key={line.line}>
              {t('frame.slot.lineWin', { line: line.line + 1, count: line.count, symbol: t(SYMBOL_NAMES[line.symbol as SlotSymbol]), amount: money(line.payMinor) })}
            </li>
          ))}
        </ul>
      )}
      <div className={controls.controls}>
        <AmountSelect label={t('frame.slot.betPerLine')} value={betPerLineMinor} options={LINE_BETS} disabled={busy} onChange={setBetPerLine} />
        <p className={controls.summary}>
          <span>
            {t('frame.slot.lines')} <strong>{PAYLINES.length}</strong>
          </span>
          <span>
            {t('frame.totalBet')} <strong>{money(betPerLineMinor * PAYLINES.length)}</strong>
          </span>
        </p>
        <button type="button" className={controls.primary} onClick={spin} disabled={busy} aria-keyshortcuts="Space Enter">
          {busy ? t('frame.slot.spinning') : t('frame.slot.spin')}
        </button>
      </div>
    </section>
  );
}
