import { useEffect, useRef } from 'react';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { operatorCode, operatorEnrollCode, operatorLoginPayload, otpauthSecret, type OperatorLoginPayload } from '../../../contracts/admin';
import type { adminSignInMachine } from '../../../machines/admin-sign-in.machine';
import { useAdminI18n } from '../i18n';
import { TextField, validateWith } from './form-fields';

type SignInRef = ActorRefFrom<typeof adminSignInMachine>;

/** Password first; then the authenticator: enrolled on the first sign-in (QR code and secret), its code every time. */
export function SignIn({ flow }: { flow: SignInRef }) {
  const { t } = useAdminI18n();
  const atCode = useSelector(flow, (s) => s.matches('enroll') || s.matches('code') || s.matches('checkingCode'));
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <main className="sign-in" id="main">
      <h1 className="brand">{t('admin.title')}</h1>
      <section className="card" aria-labelledby="sign-in-heading">
        {atCode ? <CodeStep flow={flow} /> : <CredentialsStep flow={flow} />}
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
      </section>
    </main>
  );
}

function CredentialsStep({ flow }: { flow: SignInRef }) {
  const { t } = useAdminI18n();
  const checking = useSelector(flow, (s) => s.matches('checkingPassword'));
  const username = useSelector(flow, (s) => s.context.username);
  const validate = validateWith(operatorLoginPayload, t);
  const form = useForm({
    defaultValues: { username, password: '' } as OperatorLoginPayload,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'signIn.submit', values: value }),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id="sign-in-heading">{t('admin.signIn.heading')}</h2>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(attempted) => (
          <>
            <form.Field name="username">
              {(field) => <TextField field={field} label={t('admin.signIn.username')} autoComplete="username" showError={attempted} autoFocus />}
            </form.Field>
            <form.Field name="password">
              {(field) => <TextField field={field} label={t('admin.signIn.password')} type="password" autoComplete="current-password" showError={attempted} />}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <button type="submit" className="primary" disabled={checking} aria-busy={checking}>
        {t(checking ? 'admin.signIn.submitting' : 'admin.signIn.submit')}
      </button>
    </form>
  );
}

function CodeStep({ flow }: { flow: SignInRef }) {
  const { t } = useAdminI18n();
  const step = useSelector(flow, (s) => s.context.step);
  const checking = useSelector(flow, (s) => s.matches('checkingCode'));
  const failures = useSelector(flow, (s) => s.context.error);
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolling = step?.step === 'enroll';
  const validate = validateWith(enrolling ? operatorEnrollCode : operatorCode, t);
  const form = useForm({
    defaultValues: { code: '', enrollCode: '' },
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send(enrolling ? { type: 'signIn.code', code: value.code, enrollCode: value.enrollCode } : { type: 'signIn.code', code: value.code }),
  });
  useEffect(() => heading.current?.focus(), []);
  // A refused code is cleared for the next one (the authenticator shows a new code every 30 s).
  useEffect(() => {
    if (failures) form.setFieldValue('code', '');
  }, [failures, form]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id="sign-in-heading" ref={heading} tabIndex={-1}>
        {t(enrolling ? 'admin.enroll.heading' : 'admin.code.heading')}
      </h2>
      {enrolling && (
        <div className="enroll">
          <p>{t('admin.enroll.intro')}</p>
          <img src={step.qrDataUrl} alt={t('admin.enroll.qrAlt')} width={200} height={200} />
          <label className="field">
            {t('admin.enroll.secret')}
            {/* Wrapped, never scrolled: every character of the secret is in view to be typed into the authenticator. */}
            <textarea readOnly rows={2} value={otpauthSecret(step.otpauthUrl)} className="secret" spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </div>
      )}
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(attempted) => (
          <>
            {enrolling && (
              <form.Field name="enrollCode">
                {(field) => <TextField field={field} label={t('admin.enroll.code')} hint={t('admin.enroll.codeHint')} autoComplete="off" maxLength={32} showError={attempted} />}
              </form.Field>
            )}
            <form.Field name="code">
              {(field) => (
                <TextField field={field} label={t('admin.code.label')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} showError={attempted} />
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <div className="actions">
        <button type="submit" className="primary" disabled={checking} aria-busy={checking}>
          {t(checking ? 'admin.signIn.submitting' : 'admin.code.submit')}
        </button>
        <button type="button" className="secondary" onClick={() => flow.send({ type: 'signIn.restart' })}>
          {t('admin.signIn.restart')}
        </button>
      </div>
    </form>
  );
}
