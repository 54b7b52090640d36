import { useId, useRef, useEffect } from 'react';
import { useForm } from '@tanstack/react-form';
import { useActorRef, useSelector } from '@xstate/react';
import { IMaskInput } from 'react-imask';
import { phoneMask } from '../../../contracts/masks';
import { CALL_NOTE_MAX, CALL_TIMES, CALL_TOPICS, callRequestPayload, type CallRequestForm } from '../../../contracts/support';
import { payloadOf } from '../../../machines/call-request.machine';
import { useLocale, useT } from '../../app/hooks';
import { useAuthData } from '../../app/session-hooks';
import { Form, validateWith } from '../../ui/form';
import { Spinner } from '../../ui/spinner';
import { providedCallRequestMachine } from './provide';
import styles from './call-request.module.css';

type Actor = ReturnType<typeof useActorRef<typeof providedCallRequestMachine>>;

/** /call-request: the player (or a guest) asks to be called back. */
export function CallRequestPage() {
  const t = useT();
  const loggedIn = useAuthData() !== null;
  const actor = useActorRef(providedCallRequestMachine, { input: { loggedIn } });
  const prefilling = useSelector(actor, (s) => s.matches('prefilling') || s.matches('starting'));
  const formKey = useSelector(actor, (s) => s.context.formKey);
  const sentMessage = useSelector(actor, (s) => s.context.sentMessage);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentMessage) thanks.current?.focus();
  }, [sentMessage, formKey]);

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('support.callRequest.title')}</h1>
      <p className={styles.intro}>{t('support.callRequest.intro')}</p>
      <p ref={thanks} role="status" tabIndex={-1} className={sentMessage ? styles.thanks : styles.quiet}>
        {sentMessage}
      </p>
      {prefilling ? <Spinner label={t('common.loading')} /> : <CallRequestFields key={formKey} actor={actor} />}
    </main>
  );
}

function CallRequestFields({ actor }: { actor: Actor }) {
  const t = useT();
  const locale = useLocale();
  const initial = useSelector(actor, (s) => s.context.initial);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const schema = callRequestPayload;
  const validate = ({ value }: { value: CallRequestForm }) => validateWith(schema, locale)({ value: payloadOf(value) });
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => actor.send({ type: 'callRequest.submit', values: value }),
  });

  return (
    <Form form={form} className={styles.form} aria-label={t('support.callRequest.title')}>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(tried) => (
          <>
            <form.Field name="name">
              {(field) => (
                <Field label={t('support.callRequest.name')} error={shown(field, tried)}>
                  {(props) => (
                    <input {...props} name="name" autoComplete="name" value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={field.handleBlur} />
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <Field label={t('support.callRequest.phone')} error={shown(field, tried)}>
                  {(props) => (
                    <IMaskInput
                      {...props}
                      {...phoneMask}
                      name="phone"
                      unmask
                      value={field.state.value}
                      inputMode="tel"
                      autoComplete="tel"
                      onAccept={(next: string) => {
                        if (next !== field.state.value) field.handleChange(next);
                      }}
                      onBlur={field.handleBlur}
                    />
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="preferredTime">
              {(field) => (
                <Field label={t('support.callRequest.time')} error={shown(field, tried)}>
                  {(props) => (
                    <select {...props} name="preferredTime" value={field.state.value} onChange={(e) => field.handleChange(e.target.value as CallRequestForm['preferredTime'])} onBlur={field.handleBlur}>
                      <option value="">{t('support.callRequest.choose')}</option>
                      {CALL_TIMES.map((value) => (
                        <option key={value} value={value}>
                          {t(`support.callRequest.time.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="topic">
              {(field) => (
                <Field label={t('support.callRequest.topic')} error={shown(field, tried)}>
                  {(props) => (
                    <select {...props} name="topic" value={field.state.value} onChange={(e) => field.handleChange(e.target.value as CallRequestForm['topic'])} onBlur={field.handleBlur}>
                      <option value="">{t('support.callRequest.choose')}</option>
                      {CALL_TOPICS.map((value) => (
                        <option key={value} value={value}>
                          {t(`support.callRequest.topic.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="note">
              {(field) => (
                <Field label={t('support.callRequest.note')} error={shown(field, tried)}>
                  {(props) => (
                    <textarea {...props} name="note" rows={4} maxLength={CALL_NOTE_MAX} value={field.state.value} onChange={(e) => field.handleChange(e.target.value)} onBlur={field.handleBlur} />
                  )}
                </Field>
              )}
            </form.Field>
          </>
        )}
      </form.Subscribe>
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {t(sending ? 'support.callRequest.sending' : 'support.callRequest.send')}
      </button>
    </Form>
  );
}

interface FieldState {
  state: { meta: { errors: unknown[]; isTouched: boolean } };
}

const shown = (field: FieldState, tried: boolean) =>
  tried || field.state.meta.isTouched ? field.state.meta.errors.find((e): e is string => typeof e === 'string') : undefined;

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label, the control, and its first localized error (announced with the control). */
function Field({ label, error, children }: { label: string; error?: string; children: (props: ControlProps) => React.ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
