import { phoneMask } from '../../../contracts/masks';
import { useT } from '../../app/hooks';
import { AccountFields } from './account-fields';
import { CheckboxField, MaskedField, TextField } from './fields';
import { FormFooter, SubmitButton } from './form-footer';
import { BirthDateField, CountrySelect } from './person-fields';
import { formatLira } from './lira';
import { schemaFor, useRegisterForm } from './use-register-form';
import styles from './signup.module.css';

/** The full Register form (SPEC §2); the short variant leaves out TC No, Birthdate and Country. */
export function RegisterForm({ variant = 'full' }: { variant?: 'full' | 'short' }) {
  const t = useT();
  const { form, errorOf, shown, submitting, countries, trialBonusAmount } = useRegisterForm(variant);
  const full = variant === 'full';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.grid}>
        <AccountFields form={form} errorOf={errorOf} />
        <form.Field name="phone">
          {(f) => <MaskedField field={f} label={t('register.phone')} mask={phoneMask} placeholder="+90 5__ ___ __ __" autoComplete="tel" error={errorOf(f)} />}
        </form.Field>
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
      {trialBonusAmount > 0 && (
        <form.Field name="trialBonus">
          {(f) => <CheckboxField field={f} label={t('register.trialBonus', { amount: formatLira(trialBonusAmount) })} />}
        </form.Field>
      )}
      <form.Subscribe selector={(s) => schemaFor(variant).safeParse(s.values).success}>
        {(valid) => <SubmitButton enabled={valid && shown} submitting={submitting} />}
      </form.Subscribe>
      <FormFooter />
    </form>
  );
}
