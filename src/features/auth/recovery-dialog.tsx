import type { ReactNode } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { checkResetCodePayload, newPasswordFormValues, sendResetPayload } from '../../../contracts/recovery';
import type { recoveryMachine } from '../../../machines/recovery.machine';
import { useDialogFlow } from '../../app/dialog-flow';
import { useLocale, useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import { Form, validateWith } from '../../ui/form';
import { Icon } from '../../ui/icon';
import { IdentityLayout } from './identity-layout';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

type RecoveryRef = ActorRefFrom<typeof recoveryMachine>;
const codeOnly = checkResetCodePayload.pick({ code: true });

function useStepForm<T extends Record<string, string>>(defaultValues: T, schema: Parameters<typeof validateWith>[0], submit: (values: T) => void) {
  const locale = useLocale();
  const validate = validateWith(schema, locale);
  return useForm({ defaultValues, validators: { onChange: validate, onSubmit: validate }, onSubmit: ({ value }) => submit(value) });
}

function StepForm({ form, busy, children }: { form: { handleSubmit(): Promise<void> }; busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Form form={form} className={own.stepForm}>
      {children}
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {t(busy ? 'recovery.sending' : 'identity.continue')}
      </button>
    </Form>
  );
}

function UsernameStep({ flow, busy }: { flow: RecoveryRef; busy: boolean }) {
  const t = useT();
  const form = useStepForm({ username: '' }, sendResetPayload, (values) => flow.send({ type: 'recovery.submitUsername', values }));
  return (
    <StepForm form={form} busy={busy}>
      <p className={own.text}>{t('recovery.usernameText')}</p>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(tried) => (
          <form.Field name="username">
            {(field) => <TextField field={field} label={t('recovery.username')} autoComplete="username" autoFocus showError={tried || field.state.meta.isTouched} />}
          </form.Field>
        )}
      </form.Subscribe>
    </StepForm>
  );
}

function CodeStep({ flow, busy }: { flow: RecoveryRef; busy: boolean }) {
  const t = useT();
  const form = useStepForm({ code: '' }, codeOnly, (values) => flow.send({ type: 'recovery.submitCode', values }));
  return (
    <StepForm form={form} busy={busy}>
      <p className={own.text}>{t('recovery.codeText')}</p>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(tried) => (
          <form.Field name="code">
            {(field) => <TextField field={field} label={t('recovery.code')} autoComplete="one-time-code" autoFocus showError={tried || field.state.meta.isTouched} />}
          </form.Field>
        )}
      </form.Subscribe>
    </StepForm>
  );
}

function PasswordStep({ flow, busy }: { flow: RecoveryRef; busy: boolean }) {
  const t = useT();
  const form = useStepForm({ password: '', password2: '' }, newPasswordFormValues, (values) => flow.send({ type: 'recovery.submitPassword', values }));
  return (
    <StepForm form={form} busy={busy}>
      <p className={own.text}>{t('recovery.passwordText')}</p>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(tried) => (
          <>
            <form.Field name="password">
              {(field) => <PasswordField field={field} label={t('identity.password')} autoComplete="new-password" autoFocus showError={tried || field.state.meta.isTouched} />}
            </form.Field>
            <form.Field name="password2">
              {(field) => <PasswordField field={field} label={t('identity.confirmPassword')} autoComplete="new-password" showError={tried || field.state.meta.isTouched} />}
            </form.Field>
          </>
        )}
      </form.Subscribe>
    </StepForm>
  );
}

const steps = [
  { states: ['username', 'sendingCode'], title: 'recovery.usernameTitle' },
  { states: ['code', 'checkingCode'], title: 'recovery.codeTitle' },
  { states: ['newPassword', 'changingPassword'], title: 'recovery.passwordTitle' },
  { states: ['success', 'redirected'], title: 'recovery.successTitle' },
] as const;

/** Account recovery: the four steps of product §2, one at a time; the recovery flow actor decides which. */
export function RecoveryDialog() {
  const t = useT();
  const openDialog = useOpenDialog();
  const flow = useDialogFlow('recovery');
  const state = useSelector(flow ?? undefined, (s) => (s ? String(s.value) : 'username'));
  const index = Math.max(0, steps.findIndex((step) => (step.states as readonly string[]).includes(state)));
  const busy = state === 'sendingCode' || state === 'checkingCode' || state === 'changingPassword';
  return (
    <IdentityLayout headline={t('recovery.headline')} pitch={t('recovery.pitch')}>
      <div className={styles.form}>
        <p className={own.stepCount}>{t('recovery.step', { step: index + 1 })}</p>
        <h3 className={own.stepTitle}>{t(steps[index].title)}</h3>
        {flow && index === 0 && <UsernameStep flow={flow} busy={busy} />}
        {flow && index === 1 && <CodeStep flow={flow} busy={busy} />}
        {flow && index === 2 && <PasswordStep flow={flow} busy={busy} />}
        {index === 3 && (
          <div className={own.success} role="status">
            <Icon name="check" size={40} className={own.check} />
            <p>{t('recovery.success')}</p>
          </div>
        )}
        <p className={styles.signUp}>
          {t('recovery.notMember')}{' '}
          <button type="button" className={styles.link} onClick={() => openDialog({ name: 'signUp' })}>
            {t('recovery.signUp')}
          </button>
        </p>
      </div>
    </IdentityLayout>
  );
}
