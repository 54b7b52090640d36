import { phoneMask } from '../../../contracts/masks';
import { useT } from '../../app/hooks';
import { AccountFields } from './account-fields';
import { CheckboxField, MaskedField } from './fields';
import { FormFooter, SubmitButton } from './form-footer';
import { formatLira } from './lira';
import { schemaFor, useRegisterForm } from './use-register-form';
import styles from './signup.module.css';

/** Fast Register, phase 1: the account in one short form (the country is Türkiye). */
export function FastRegisterForm() {
  const t = useT();
  const { form, errorOf, shown, submitting, trialBonusAmount } = useRegisterForm('fast');

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
      </div>
      <form.Field name="phone">
        {(f) => <MaskedField field={f} label={t('register.phone')} mask={phoneMask} placeholder="+90 5__ ___ __ __" autoComplete="tel" error={errorOf(f)} />}
      </form.Field>
      {trialBonusAmount > 0 && (
        <form.Field name="trialBonus">
          {(f) => <CheckboxField field={f} label={t('register.trialBonus', { amount: formatLira(trialBonusAmount) })} />}
        </form.Field>
      )}
      <form.Subscribe selector={(s) => schemaFor('fast').safeParse(s.values).success}>
        {(valid) => <SubmitButton enabled={valid && shown} submitting={submitting} />}
      </form.Subscribe>
      <FormFooter />
    </form>
  );
}
