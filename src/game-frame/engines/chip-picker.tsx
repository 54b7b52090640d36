import { useI18n } from '../i18n';
import styles from './roulette.module.css';

const CHIP_VALUES_MINOR = [100, 500, 1000, 5000, 10_000, 50_000];

export function chipsWithin(minMinor: number, maxMinor: number): number[] {
  const chips = CHIP_VALUES_MINOR.filter((chip) => chip >= minMinor && chip <= maxMinor);
  return chips.length > 0 ? chips : [minMinor];
}

/** The chip a click on the table places: a set of toggle buttons, one pressed. */
export function ChipPicker({ chips, value, disabled, onChange }: { chips: number[]; value: number; disabled?: boolean; onChange(chip: number): void }) {
  const { t, money } = useI18n();
  return (
    <div className={styles.chips} role="group" aria-label={t('frame.roulette.chipValue')}>
      {chips.map((chip) => (
        <button key={chip} type="button" className={styles.chipButton} aria-pressed={chip === value} disabled={disabled} onClick={() => onChange(chip)}>
          {money(chip)}
        </button>
      ))}
    </div>
  );
}
