import { useId, type FormEvent } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type * as z from 'zod';
import { phoneCode } from '../../../contracts/fields';
import { codeMask, maskedPhone, phoneMask } from '../../../contracts/masks';
import { formatIssue } from '../../../contracts/issues';
import { phoneStep, type welcomeMachine } from '../../../machines/welcome.machine';
import { useT } from '../../app/hooks';
import { MaskedField } from './fields';
import styles from './signup.module.css';

export type WelcomeActor = ActorRefFrom<typeof welcomeMachine>;

function useRule(rule: z.ZodType<string>) {
  const t = useT();
  return ({ value }: { value: string }) => {
    const issue = rule.safeParse(value).error?.issues[0];
    return issue ? formatIssue(issue, t) : undefined;
  };
}

/** Phone verification after registration: step 1 the phone and Validate, step 2 the SMS code. */
export function PhoneStep({ welcome }: { welcome: WelcomeActor }) {
  const t = useT();
  const step = useSelector(welcome, phoneStep);
  const busy = useSelector(welcome, (s) => s.matches('sendingCode') || s.matches('checkingCode'));
  const phone = useSelector(welcome, (s) => s.context.phone);
  const locked = useSelector(welcome, (s) => s.context.phoneLocked);
  const phoneRule = useRule(maskedPhone);
  const codeRule = useRule(phoneCode);
  const titleId = useId();

  const phoneForm = useForm({
    defaultValues: { phone },
    onSubmit: ({ value }) => welcome.send({ type: 'phone.send', phone: value.phone }),
  });
  const codeForm = useForm({
    defaultValues: { code: '' },
    onSubmit: ({ value }) => welcome.send({ type: 'phone.verify', code: value.code }),
  });
  const submit = (form: { handleSubmit(): Promise<void> }) => (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('phoneStep.title')}
      </h3>
      <p className={styles.lead}>{t(step === 2 ? 'phoneStep.codeSent' : 'phoneStep.intro')}</p>
      <form className={styles.stepForm} noValidate onSubmit={submit(phoneForm)}>
        <phoneForm.Field name="phone" validators={{ onChange: phoneRule, onBlur: phoneRule }}>
          {(f) => (
            <MaskedField
              field={f}
              label={t('phoneStep.phone')}
              mask={phoneMask}
              readOnly={locked || step === 2}
              autoComplete="tel"
              error={f.state.meta.isBlurred ? (f.state.meta.errors[0] as string | undefined) : undefined}
            />
          )}
        </phoneForm.Field>
        {step === 1 && (
          <phoneForm.Subscribe selector={(s) => maskedPhone.safeParse(s.values.phone).success}>
            {(valid) => (
              <button type="submit" className={styles.submit} disabled={!valid || busy} aria-busy={busy}>
                {t(busy ? 'phoneStep.sending' : 'phoneStep.validate')}
              </button>
            )}
          </phoneForm.Subscribe>
        )}
      </form>
      {step === 2 && (
        <form className={styles.stepForm} noValidate onSubmit={submit(codeForm)}>
          <codeForm.Field name="code" validators={{ onChange: codeRule, onBlur: codeRule }}>
            {(f) => (
              <MaskedField
                field={f}
                label={t('phoneStep.code')}
                mask={codeMask}
                placeholder="00-00-00"
                autoComplete="one-time-code"
                autoFocus
                error={f.state.meta.isBlurred ? (f.state.meta.errors[0] as string | undefined) : undefined}
              />
            )}
          </codeForm.Field>
          <codeForm.Subscribe selector={(s) => phoneCode.safeParse(s.values.code).success}>
            {(valid) => (
              <button type="submit" className={styles.submit} disabled={!valid || busy} aria-busy={busy}>
                {t(busy ? 'phoneStep.sending' : 'phoneStep.verify')}
              </button>
            )}
          </codeForm.Subscribe>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={() => welcome.send({ type: 'phone.change' })} disabled={busy}>
              {t('phoneStep.change')}
            </button>
            <button type="button" className={styles.link} onClick={() => welcome.send({ type: 'phone.skip' })} disabled={busy}>
              {t('phoneStep.skip')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
