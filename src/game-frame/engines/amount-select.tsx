import { useId } from 'react';
import { useI18n } from '../i18n';
import styles from './controls.module.css';

/** Preset stakes in kuruş (₺0,10 ... ₺1.000): the engine's limits decide which a game offers. */
export const STAKES_MINOR = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

export function stakesWithin(minMinor: number, maxMinor: number): number[] {
  const within = STAKES_MINOR.filter((stake) => stake >= minMinor && stake <= maxMinor);
  return within.length > 0 ? within : [minMinor];
}

export function AmountSelect(props: { label: string; value: number; options: number[]; disabled?: boolean; onChange(value: number): void }) {
  const { money } = useI18n();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} disabled={props.disabled} onChange={(event) => props.onChange(Number(event.target.value))}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {money(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
