import { useId } from 'react';
import type { Country } from '../../../contracts/auth';
import { useT } from '../../app/hooks';
import { Field, type FieldLike } from './fields';
import styles from './signup.module.css';

interface BirthDateProps {
  day: FieldLike<string>;
  month: FieldLike<string>;
  year: FieldLike<string>;
  error?: string;
}

/** Birthdate as three boxes DD, MM and YYYY, digits only. */
export function BirthDateField({ day, month, year, error }: BirthDateProps) {
  const t = useT();
  const id = useId();
  const boxes = [
    { field: day, label: t('register.day'), placeholder: t('register.dayBox'), size: 2, autoComplete: 'bday-day' },
    { field: month, label: t('register.month'), placeholder: t('register.monthBox'), size: 2, autoComplete: 'bday-month' },
    { field: year, label: t('register.year'), placeholder: t('register.yearBox'), size: 4, autoComplete: 'bday-year' },
  ];
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('register.birthDate')}</legend>
      <div className={styles.dateBoxes}>
        {boxes.map(({ field, label, placeholder, size, autoComplete }) => (
          <div key={field.name} className={styles.control}>
            <input
              name={field.name}
              aria-label={label}
              placeholder={placeholder}
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={size}
              value={field.state.value}
              aria-invalid={error ? true : undefined}
              onChange={(event) => field.handleChange(event.target.value.replace(/\D/g, ''))}
              onBlur={field.handleBlur}
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface CountryProps {
  field: FieldLike<number | null>;
  countries: Country[];
  /** The list shows 300 ms after it loads; until then the select waits, disabled. */
  shown: boolean;
  error?: string;
}

export function CountrySelect({ field, countries, shown, error }: CountryProps) {
  const t = useT();
  return (
    <Field label={t('register.country')} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={field.name}
          value={field.state.value ?? ''}
          disabled={!shown}
          aria-busy={!shown}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => field.handleChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.handleBlur}
        >
          <option value="">{shown ? t('register.selectCountry') : t('common.loading')}</option>
          {shown &&
            countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}
