import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { changePasswordPayload, type ChangePasswordPayload } from '../../../contracts/recovery';
import { useDialogFlow } from '../../app/dialog-flow';
import { useLocale, useT } from '../../app/hooks';
import { Form, validateWith } from '../../ui/form';
import { IdentityLayout } from './identity-layout';
import { PasswordField } from './password-field';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

/** Change Password (product §2): Old Password, Password, Confirm Password and Change. */
export function ChangePasswordDialog() {
  const t = useT();
  const locale = useLocale();
  const flow = useDialogFlow('changePassword');
  const submitting = useSelector(flow ?? undefined, (s) => Boolean(s?.matches('submitting')));
  const validate = validateWith(changePasswordPayload, locale);
  const form = useForm({
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' } as ChangePasswordPayload,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow?.send({ type: 'changePassword.submit', values: value }),
  });
  const fields = [
    { name: 'oldPassword', label: t('changePassword.old'), autoComplete: 'current-password' },
    { name: 'password', label: t('changePassword.new'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('changePassword.confirm'), autoComplete: 'new-password' },
  ] as const;

  return (
    <IdentityLayout headline={t('dialog.changePassword')} pitch={t('changePassword.pitch')}>
      <Form form={form} className={styles.form}>
        <p className={own.text}>{t('changePassword.intro')}</p>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(tried) =>
            fields.map((spec, index) => (
              <form.Field key={spec.name} name={spec.name}>
                {(field) => (
                  <PasswordField
                    field={field}
                    label={spec.label}
                    autoComplete={spec.autoComplete}
                    autoFocus={index === 0}
                    showError={tried || field.state.meta.isTouched}
                  />
                )}
              </form.Field>
            ))
          }
        </form.Subscribe>
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
          {t(submitting ? 'changePassword.submitting' : 'changePassword.submit')}
        </button>
      </Form>
    </IdentityLayout>
  );
}
