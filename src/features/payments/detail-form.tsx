import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { detailSchemaOf } from '../../../machines/payment.machine';
import type { DialogFlowRef } from '../../app/dialog-flow';
import { useLocale, useT } from '../../app/hooks';
import { Form, validateWith } from '../../ui/form';
import { DetailField } from './detail-field';
import { dialogStep } from './steps';
import styles from './payments.module.css';

type Flow = DialogFlowRef<'deposit'>;

/** The operator's label, else the catalogue's (payments.field.<key>), else the key. */
export function fieldLabel(t: ReturnType<typeof useT>, key: string, own?: string) {
  if (own?.trim()) return own;
  const name = `payments.field.${key}`;
  const label = t(name);
  return label === name ? key : label;
}

/** The form built from POST payment/detail's fields (product §2, §5): Submit is enabled when the flow would accept it. */
export function DetailForm({ flow }: { flow: Flow }) {
  const t = useT();
  const locale = useLocale();
  const context = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => dialogStep(s) === 'sending');
  const validate = validateWith(detailSchemaOf(context), locale);
  const form = useForm({
    defaultValues: Object.fromEntries(context.fields.map((field) => [field.key, ''])) as Record<string, string>,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'payment.submit', values: value }),
  });

  return (
    <Form form={form} className={styles.form}>
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(tried) =>
          context.fields.map((spec, index) => (
            <form.Field key={spec.key} name={spec.key}>
              {(field) => {
                const own = field.state.meta.errors.find((e): e is string => typeof e === 'string');
                // The server's word on a field holds until the player changes what was sent.
                const server = context.submitted[spec.key] === field.state.value ? context.fieldErrors[spec.key] : undefined;
                return (
                  <DetailField
                    spec={spec}
                    field={field}
                    label={fieldLabel(t, spec.key, spec.label)}
                    error={server ?? (tried || field.state.meta.isTouched ? own : undefined)}
                    autoFocus={index === 0}
                    t={t}
                    locale={locale}
                  />
                );
              }}
            </form.Field>
          ))
        }
      </form.Subscribe>
      <form.Subscribe selector={(s) => s.values}>
        {(values) => {
          const ready = flow.getSnapshot().can({ type: 'payment.submit', values });
          return (
            // Kept at the foot of the dialog's scrolling body: a long form scrolls under it (issue 27 item 6).
            <div className={styles.actions}>
              <button type="submit" className={styles.submit} disabled={busy || !ready} aria-busy={busy}>
                {t(busy ? 'payments.submitting' : 'payments.submit')}
              </button>
            </div>
          );
        }}
      </form.Subscribe>
    </Form>
  );
}
