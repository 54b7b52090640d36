import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { loginPayload, type LoginPayload } from '../../../contracts/auth';
import { useDialogFlow } from '../../app/dialog-flow';
import { useLocale, useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import { Form, validateWith } from '../../ui/form';
import { Icon } from '../../ui/icon';
import { TextField } from './text-field';
import styles from './login-dialog.module.css';

/** Username and password (product §2, §5); the login flow actor of the dialog manager does the rest. */
export function LoginDialog() {
  const t = useT();
  const locale = useLocale();
  const openDialog = useOpenDialog();
  const flow = useDialogFlow('login');
  const submitting = useSelector(flow ?? undefined, (s) => Boolean(s?.matches('submitting')));
  const [passwordShown, setPasswordShown] = useState(false);
  const validate = validateWith(loginPayload, locale);

  const form = useForm({
    defaultValues: { username: '', password: '' } as LoginPayload,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow?.send({ type: 'login.submit', values: value }),
  });

  return (
    <div className={styles.layout}>
      <aside className={styles.art} aria-hidden="true">
        <p className={styles.welcome}>{t('login.welcome')}</p>
        <p className={styles.pitch}>{t('login.pitch')}</p>
      </aside>
      <Form form={form} className={styles.form}>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <>
              <form.Field name="username">
                {(field) => (
                  <TextField
                    field={field}
                    label={t('login.username')}
                    autoComplete="username"
                    showError={attempted || field.state.meta.isTouched}
                    autoFocus
                  />
                )}
              </form.Field>
              <form.Field name="password">
                {(field) => (
                  <TextField
                    field={field}
                    label={t('login.password')}
                    type={passwordShown ? 'text' : 'password'}
                    autoComplete="current-password"
                    showError={attempted || field.state.meta.isTouched}
                    adornment={
                      <button
                        type="button"
                        className={styles.reveal}
                        aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
                        aria-pressed={passwordShown}
                        onClick={() => setPasswordShown((shown) => !shown)}
                      >
                        <Icon name={passwordShown ? 'eye-off' : 'eye'} />
                      </button>
                    }
                  />
                )}
              </form.Field>
            </>
          )}
        </form.Subscribe>
        <button type="button" className={styles.link} onClick={() => openDialog({ name: 'recovery' })}>
          {t('login.recovery')}
        </button>
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
          {t(submitting ? 'login.submitting' : 'login.submit')}
        </button>
        <p className={styles.signUp}>
          {t('login.notMember')}{' '}
          <button type="button" className={styles.link} onClick={() => openDialog({ name: 'signUp' })}>
            {t('login.signUp')}
          </button>
        </p>
      </Form>
    </div>
  );
}
