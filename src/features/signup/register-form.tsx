import { useT } from '../../app/hooks';
import { AccountFields } from './account-fields';
import { TextField } from './fields';
import { BirthDateField, CountrySelect } from './person-fields';
import { PhoneField, RegisterFormFrame } from './register-form-frame';
import { useRegisterForm } from './use-register-form';
import styles from './signup.module.css';

/** The full Register form (product §2); the short variant leaves out TC No, Birthdate and Country. */
export function RegisterForm({ variant = 'full' }: { variant?: 'full' | 'short' }) {
  const t = useT();
  const api = useRegisterForm(variant);
  const { form, errorOf, shown, countries } = api;
  const full = variant === 'full';

  return (
    <RegisterFormFrame api={api}>
      <div className={styles.grid}>
        <AccountFields form={form} errorOf={errorOf} />
        <PhoneField form={form} errorOf={errorOf} />
        {full && (
          <form.Field name="PersonalNo">
            {(f) => <TextField field={f} label={t('register.personalNo')} inputMode="numeric" maxLength={11} digits error={errorOf(f)} />}
          </form.Field>
        )}
        {full && (
          <form.Field name="birthDay">
            {(day) => (
              <form.Field name="birthMonth">
                {(month) => (
                  <form.Field name="birthYear">
                    {(year) => <BirthDateField day={day} month={month} year={year} error={errorOf(day) ?? errorOf(month) ?? errorOf(year)} />}
                  </form.Field>
                )}
              </form.Field>
            )}
          </form.Field>
        )}
        {full && (
          <form.Field name="country">{(f) => <CountrySelect field={f} countries={countries} shown={shown} error={errorOf(f)} />}</form.Field>
        )}
      </div>
    </RegisterFormFrame>
  );
}
