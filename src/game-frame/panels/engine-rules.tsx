import type { RouletteBetKind } from '../../../contracts/games/engine';
import { RETURNS } from '../../../contracts/games/engines/roulette';
import { PAYLINES, PAYTABLE, ROWS, SLOT_SYMBOLS } from '../../../contracts/games/engines/slot';
import { SlotSymbolGlyph, SYMBOL_NAMES } from '../engines/slot-symbol';
import { useI18n, type FrameKey } from '../i18n';
import styles from './panels.module.css';

/** The paytable (multiples of the bet per line) and the ten lines, drawn from the engine's own tables. */
export function SlotRules() {
  const { t } = useI18n();
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('frame.rules.paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frame.rules.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {[...SLOT_SYMBOLS].reverse().map((symbol) => (
            <tr key={symbol}>
              <th scope="row" className={styles.symbolCell}>
                <span className={styles.miniSymbol}>
                  <SlotSymbolGlyph symbol={symbol} />
                </span>
                <span aria-hidden="true">{t(SYMBOL_NAMES[symbol])}</span>
              </th>
              {PAYTABLE[symbol].map((multiple, index) => (
                <td key={index}>{multiple}×</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('frame.rules.paylines')}</p>
      <ol className={styles.paylines}>
        {PAYLINES.map((rows, line) => (
          <li key={line}>
            <svg viewBox="0 0 50 30" role="img" aria-label={t('frame.rules.payline', { n: line + 1 })}>
              {rows.map((_, reel) =>
                Array.from({ length: ROWS }, (__, row) => <rect key={`${reel}-${row}`} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1" className={rows[reel] === row ? styles.lineOn : styles.lineOff} />),
              )}
            </svg>
          </li>
        ))}
      </ol>
    </>
  );
}

const ROULETTE_ROWS: Array<[RouletteBetKind, FrameKey]> = [
  ['straight', 'frame.roulette.rule.straight'],
  ['dozen', 'frame.roulette.rule.dozen'],
  ['column', 'frame.roulette.rule.column'],
  ['red', 'frame.roulette.rule.evenMoney'],
];

/** What each bet pays, from the engine's returns (stake included, so 36 is 35 to 1). */
export function RouletteRules() {
  const { t } = useI18n();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('frame.rules.payouts')}</caption>
      <tbody>
        {ROULETTE_ROWS.map(([kind, key]) => (
          <tr key={kind}>
            <th scope="row">{t(key)}</th>
            <td>{RETURNS[kind] - 1}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
