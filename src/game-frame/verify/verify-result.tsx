import type { EngineId, Outcome } from '../../../contracts/games/engine';
import type { SlotSymbol } from '../../../contracts/games/engines/slot';
import { COLOR_NAMES } from '../engines/roulette-layout';
import { SlotSymbolGlyph, SYMBOL_NAMES } from '../engines/slot-symbol';
import { useI18n, type FrameI18n } from '../i18n';
import { sameOutcome, type Recomputed } from './recompute';
import styles from './verify.module.css';

function outcomeText(outcome: Outcome, { t, decimal }: FrameI18n): string {
  switch (outcome.engine) {
    case 'slot':
      return outcome.lines.length === 0 ? t('frame.verify.slotNoWin') : outcome.lines.map((line) => t('frame.verify.slotLine', { line: line.line + 1, count: line.count, symbol: t(SYMBOL_NAMES[line.symbol as SlotSymbol]) })).join(', ');
    case 'roulette':
      return t('frame.roulette.landed', { number: outcome.number, color: t(COLOR_NAMES[outcome.color]) });
    case 'dice':
      return t('frame.verify.diceOutcome', { roll: decimal(outcome.roll / 100), multiplier: decimal(outcome.multiplier, 4) });
    case 'crash':
      return t('frame.crash.crashedAt', { at: decimal(outcome.crashAt / 100) });
  }
}

interface Props {
  recomputed: Recomputed;
  expectedHash: string;
  engine: EngineId;
  recordedOutcome: unknown;
}

export function VerifyResult({ recomputed, expectedHash, recordedOutcome }: Props) {
  const i18n = useI18n();
  const { t, money } = i18n;
  const { settlement, serverSeedHash, floats } = recomputed;
  const outcome = settlement.outcome;
  const hashMatches = expectedHash === '' ? null : expectedHash === serverSeedHash;
  return (
    <section className={styles.result} aria-labelledby="verify-result">
      <h2 id="verify-result" className={styles.subtitle}>
        {t('frame.verify.result')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('frame.verify.computedHash')}</dt>
        <dd className={styles.code}>{serverSeedHash}</dd>
        {hashMatches !== null && (
          <dd className={hashMatches ? styles.good : styles.bad}>{hashMatches ? t('frame.verify.hashMatches') : t('frame.verify.hashDiffers')}</dd>
        )}
        <dt>{t('frame.verify.outcome')}</dt>
        <dd>{outcomeText(outcome, i18n)}</dd>
        {recordedOutcome !== null && recordedOutcome !== undefined && (
          <dd className={sameOutcome(recordedOutcome, outcome) ? styles.good : styles.bad}>
            {sameOutcome(recordedOutcome, outcome) ? t('frame.verify.outcomeMatches') : t('frame.verify.outcomeDiffers')}
          </dd>
        )}
        <dt>{t('frame.verify.stakeAndWin')}</dt>
        <dd>{t('frame.verify.stakeAndWinValue', { bet: money(settlement.betMinor), win: money(settlement.winMinor) })}</dd>
        <dt>{t('frame.verify.floats')}</dt>
        <dd className={styles.code}>{floats.map((float) => float.toFixed(10)).join(', ')}</dd>
      </dl>
      {outcome.engine === 'slot' && (
        <div className={styles.grid} role="group" aria-label={t('frame.slot.reels')}>
          {(outcome.grid as SlotSymbol[][]).map((reel, reelIndex) => (
            <div key={reelIndex} className={styles.reel}>
              {reel.map((symbol, row) => (
                <span key={row} className={styles.cell}>
                  <SlotSymbolGlyph symbol={symbol} />
                </span>
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
