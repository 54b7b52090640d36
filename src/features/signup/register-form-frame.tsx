import type { ReactNode } from 'react';
import { phoneMask } from '../../../contracts/masks';
import { useLocale, useT } from '../../app/hooks';
import { Form } from '../../ui/form';
import { CheckboxField, MaskedField } from './fields';
import { FormFooter, SubmitButton } from './form-footer';
import { formatLiraIn } from '../../ui/lira';
import type { useRegisterForm } from './use-register-form';
import styles from './signup.module.css';

type RegisterFormApi = ReturnType<typeof useRegisterForm>;

/** The phone (90 and 10 digits, through the mask) every registration variant asks. */
export function PhoneField({ form, errorOf }: Pick<RegisterFormApi, 'form' | 'errorOf'>) {
  const t = useT();
  return (
    <form.Field name="phone">
      {(f) => <MaskedField field={f} label={t('register.phone')} mask={phoneMask} placeholder="+90 5__ ___ __ __" autoComplete="tel" error={errorOf(f)} />}
    </form.Field>
  );
}

/** Every registration form: its fields, then the trial bonus offer, Submit (only when valid) and the footer. */
export function RegisterFormFrame({ api, children }: { api: RegisterFormApi; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const { form, shown, submitting, trialBonusAmount, canSubmit } = api;
  return (
    <Form form={form} className={styles.form}>
      {children}
      {trialBonusAmount > 0 && (
        <form.Field name="trialBonus">
          {(f) => <CheckboxField field={f} label={t('register.trialBonus', { amount: formatLiraIn(trialBonusAmount, locale) })} />}
        </form.Field>
      )}
      <form.Subscribe selector={(s) => canSubmit(s.values)}>
        {(valid) => <SubmitButton enabled={valid && shown} submitting={submitting} />}
      </form.Subscribe>
      <FormFooter />
    </Form>
  );
}
