import type { SlotSymbol } from '../../../contracts/games/engines/slot';
import { useI18n, type FrameKey } from '../i18n';
import styles from './slot.module.css';

export const SYMBOL_NAMES: Record<SlotSymbol, FrameKey> = {
  ten: 'frame.slot.symbol.ten',
  jack: 'frame.slot.symbol.jack',
  queen: 'frame.slot.symbol.queen',
  king: 'frame.slot.symbol.king',
  ace: 'frame.slot.symbol.ace',
  bell: 'frame.slot.symbol.bell',
  gem: 'frame.slot.symbol.gem',
  seven: 'frame.slot.symbol.seven',
  wild: 'frame.slot.symbol.wild',
};

const LETTERS: Partial<Record<SlotSymbol, string>> = { ten: '10', jack: 'J', queen: 'Q', king: 'K', ace: 'A' };

function Bell() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 6c-8 0-13 6-13 14v9l-4 7h34l-4-7v-9c0-8-5-14-13-14z" fill="#f5b400" stroke="#7a5200" strokeWidth="2" />
      <circle cx="24" cy="40" r="4" fill="#f5b400" stroke="#7a5200" strokeWidth="2" />
    </svg>
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M14 8h20l10 12-20 22L4 20z" fill="#3fc3f2" stroke="#0b5c80" strokeWidth="2" />
      <path d="M4 20h40M14 8l10 34M34 8 24 42" fill="none" stroke="#0b5c80" strokeWidth="1.5" />
    </svg>
  );
}

function Seven() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M9 8h30v7L24 42h-9l14-26H9z" fill="#ff4d5a" stroke="#7d0710" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** One symbol drawn in the browser: card letters as styled glyphs, the rest as small SVGs. */
export function SlotSymbolGlyph({ symbol, winning = false }: { symbol: SlotSymbol; winning?: boolean }) {
  const { t } = useI18n();
  const letter = LETTERS[symbol];
  return (
    <span className={`${styles.symbol} ${styles[symbol] ?? ''}`} role="img" aria-label={winning ? t('frame.slot.symbolWinning', { symbol: t(SYMBOL_NAMES[symbol]) }) : t(SYMBOL_NAMES[symbol])}>
      {letter ? (
        <span aria-hidden="true">{letter}</span>
      ) : symbol === 'bell' ? (
        <Bell />
      ) : symbol === 'gem' ? (
        <Gem />
      ) : symbol === 'seven' ? (
        <Seven />
      ) : (
        <span className={styles.wildText} aria-hidden="true">
          {t('frame.slot.wildGlyph')}
        </span>
      )}
    </span>
  );
}
