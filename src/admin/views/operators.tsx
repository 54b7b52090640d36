import { useId, useRef, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import { useActorRef, useSelector } from '@xstate/react';
import { OPERATOR_ROLES, operatorCreatePayload, type AdminOperatorItem, type OperatorCreatePayload, type OperatorRole } from '../../../contracts/admin-calls';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { providedOperators } from '../provide';
import { useAdminSession } from '../session-context';
import { TextField, validateWith } from './form-fields';
import { ScreenHeading } from './shell';

type OperatorsFlow = ReturnType<typeof useActorRef<typeof providedOperators>>;

/** Admins only: the operators, a new one, and per operator another role, disable or enable, reset the authenticator. */
export function Operators() {
  const selfId = useSelector(useAdminSession(), (s) => s.context.operator?.id ?? 0);
  return <OperatorsScreen selfId={selfId} />;
}

function OperatorsScreen({ selfId }: { selfId: number }) {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedOperators, { input: { selfId } });
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const operators = useSelector(flow, (s) => s.context.operators);
  const creating = useSelector(flow, (s) => s.matches({ ready: 'creating' }));
  const idle = useSelector(flow, (s) => s.matches({ ready: 'idle' }));
  return (
    <section aria-labelledby="operators-heading" className="screen operators">
      <div id="operators-heading" className="screen-head">
        <ScreenHeading>{t('admin.ops.heading')}</ScreenHeading>
        {!loading && !error && (
          <button type="button" className="primary" aria-disabled={!idle || undefined} onClick={() => flow.send({ type: 'create.open' })}>
            {t('admin.ops.new')}
          </button>
        )}
      </div>
      <div aria-busy={loading}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'operators.retry' })}>
              {t('admin.retry')}
            </button>
          </div>
        ) : operators.length === 0 ? (
          <p className="empty">{t('admin.ops.empty')}</p>
        ) : (
          <>
            <OperatorsTable flow={flow} operators={operators} selfId={selfId} />
            <p className="hint">{t('admin.ops.selfNote')}</p>
          </>
        )}
      </div>
      {creating && <CreateDialog flow={flow} />}
    </section>
  );
}

function OperatorsTable({ flow, operators, selfId }: { flow: OperatorsFlow; operators: AdminOperatorItem[]; selfId: number }) {
  const { t, dateTime } = useAdminI18n();
  const changing = useSelector(flow, (s) => s.context.changing);
  const busy = useSelector(flow, (s) => !s.matches({ ready: 'idle' }));
  return (
    <table className="queue operators-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.ops.username')}</th>
          <th scope="col">{t('admin.ops.role')}</th>
          <th scope="col">{t('admin.ops.state')}</th>
          <th scope="col">{t('admin.ops.totp')}</th>
          <th scope="col">{t('admin.ops.lastLogin')}</th>
          <th scope="col">{t('admin.ops.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {operators.map((o) => {
          const self = o.id === selfId;
          return (
            <tr key={o.id} aria-busy={changing === o.id || undefined}>
              <th scope="row" data-label={t('admin.ops.username')}>
                {o.username} {self && <span className="subtle">{t('admin.ops.you')}</span>}
              </th>
              <td data-label={t('admin.ops.role')}>
                <RoleSelect flow={flow} operator={o} disabled={self || busy} />
              </td>
              <td data-label={t('admin.ops.state')}>
                <span className={o.active ? 'badge active' : 'badge blocked'}>{t(o.active ? 'admin.ops.active' : 'admin.ops.disabled')}</span>
              </td>
              <td data-label={t('admin.ops.totp')}>{t(o.totpEnrolled ? 'admin.ops.totpEnrolled' : 'admin.ops.totpPending')}</td>
              <td data-label={t('admin.ops.lastLogin')}>{o.lastLoginAt ? <time dateTime={o.lastLoginAt}>{dateTime(o.lastLoginAt)}</time> : t('admin.ops.never')}</td>
              <td className="decision">
                {o.active ? (
                  !self && (
                    <button type="button" className="danger" aria-disabled={busy || undefined} aria-label={`${t('admin.ops.disable')} ${o.username}`} onClick={() => flow.send({ type: 'operator.change', id: o.id, kind: 'disable' })}>
                      {t('admin.ops.disable')}
                    </button>
                  )
                ) : (
                  <button type="button" className="secondary" aria-disabled={busy || undefined} aria-label={`${t('admin.ops.enable')} ${o.username}`} onClick={() => flow.send({ type: 'operator.change', id: o.id, kind: 'enable' })}>
                    {t('admin.ops.enable')}
                  </button>
                )}
                {o.totpEnrolled && (
                  <button type="button" className="secondary" aria-disabled={busy || undefined} aria-label={`${t('admin.ops.resetTotp')} ${o.username}`} onClick={() => flow.send({ type: 'operator.change', id: o.id, kind: 'resetTotp' })}>
                    {t('admin.ops.resetTotp')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The role as a labelled select: choosing another one sends the change at once (the row waits for the answer). */
function RoleSelect({ flow, operator, disabled }: { flow: OperatorsFlow; operator: AdminOperatorItem; disabled: boolean }) {
  const { t } = useAdminI18n();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('admin.ops.roleOf', { username: operator.username })}
      </label>
      <select id={id} value={operator.role} disabled={disabled} onChange={(event) => flow.send({ type: 'operator.change', id: operator.id, kind: 'role', role: event.target.value as OperatorRole })}>
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.role.${role}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** A native modal dialog: focus inside, Escape cancels, the focus goes back to the New operator button. */
function CreateDialog({ flow }: { flow: OperatorsFlow }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const roleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const cancel = () => flow.send({ type: 'create.cancel' });
  useModal(ref, cancel, opener);
  const sending = useSelector(flow, (s) => s.matches({ ready: { creating: 'sending' } }));
  const error = useSelector(flow, (s) => s.context.formError);
  const validate = validateWith(operatorCreatePayload, t);
  const form = useForm({
    defaultValues: { username: '', role: 'support', password: '' } as OperatorCreatePayload,
    validators: { onChange: validate, onSubmit: validate },
    onSubmit: ({ value }) => flow.send({ type: 'create.submit', values: value }),
  });
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <h2 id={titleId}>{t('admin.ops.create.title')}</h2>
        <p id={textId}>{t('admin.ops.create.text')}</p>
        <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
          {(attempted) => (
            <>
              <form.Field name="username">
                {(field) => (
                  <TextField field={field} label={t('admin.ops.username')} showError={attempted} autoFocus autoComplete="off" maxLength={32} hint={<p className="hint">{t('admin.ops.create.usernameHint')}</p>} />
                )}
              </form.Field>
              <form.Field name="role">
                {(field) => (
                  <div className="field">
                    <label htmlFor={roleId}>{t('admin.ops.role')}</label>
                    <select id={roleId} name={field.name} value={field.state.value} onChange={(event) => field.handleChange(event.target.value as OperatorRole)}>
                      {OPERATOR_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`admin.role.${role}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </form.Field>
              <form.Field name="password">
                {(field) => <TextField field={field} type="password" label={t('admin.ops.create.password')} showError={attempted} autoComplete="new-password" maxLength={256} />}
              </form.Field>
            </>
          )}
        </form.Subscribe>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
            {t(sending ? 'admin.ops.create.sending' : 'admin.ops.create.submit')}
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
