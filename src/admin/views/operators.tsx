import { useEffect, useId, useRef, useState } from 'react';
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
  const confirming = useSelector(flow, (s) => {
    const change = s.matches({ ready: 'confirming' }) ? s.context.pending : null;
    const operator = change && s.context.operators.find((o) => o.id === change.id);
    return change && operator && (change.kind === 'disable' || change.kind === 'resetTotp') ? { operator, kind: change.kind } : null;
  }, (a, b) => a?.operator === b?.operator && a?.kind === b?.kind);
  const issued = useSelector(flow, (s) => s.context.issued);
  return (
    <section aria-labelledby="operators-heading" className="screen operators">
      {issued && (
        <div role="status" className="alert issued-code">
          <p>{t('admin.ops.issued', { username: issued.username })}</p>
          <p>
            <input readOnly aria-label={t('admin.ops.issuedLabel')} value={issued.code} className="secret" onFocus={(event) => event.currentTarget.select()} />
          </p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'issued.dismiss' })}>
            {t('admin.ops.issuedDone')}
          </button>
        </div>
      )}
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
      {confirming && <ConfirmDialog flow={flow} operator={confirming.operator} kind={confirming.kind} />}
    </section>
  );
}

function OperatorsTable({ flow, operators, selfId }: { flow: OperatorsFlow; operators: AdminOperatorItem[]; selfId: number }) {
  const { t, dateTime } = useAdminI18n();
  const changing = useSelector(flow, (s) => s.context.changing);
  const busy = useSelector(flow, (s) => !s.matches({ ready: 'idle' }));
  // Disable and Enable are one button (the same element, so it keeps the focus); a button that leaves with the
  // change (Reset authenticator) gives the focus to the row's name instead of the page's top.
  const names = useRef(new Map<number, HTMLTableCellElement | null>());
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (changing !== null) last.current = changing;
    else if (last.current !== null) {
      if (!document.activeElement || document.activeElement === document.body) names.current.get(last.current)?.focus();
      last.current = null;
    }
  }, [changing]);
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
              <th scope="row" data-label={t('admin.ops.username')} tabIndex={-1} ref={(cell) => void names.current.set(o.id, cell)}>
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
                    <button key="toggle" type="button" className="danger" aria-disabled={busy || undefined} aria-label={`${t('admin.ops.disable')} ${o.username}`} onClick={() => flow.send({ type: 'operator.change', id: o.id, kind: 'disable' })}>
                      {t('admin.ops.disable')}
                    </button>
                  )
                ) : (
                  <button key="toggle" type="button" className="secondary" aria-disabled={busy || undefined} aria-label={`${t('admin.ops.enable')} ${o.username}`} onClick={() => flow.send({ type: 'operator.change', id: o.id, kind: 'enable' })}>
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

/** The role as a labelled select and a Change button: nothing is sent until the admin presses it. */
function RoleSelect({ flow, operator, disabled }: { flow: OperatorsFlow; operator: AdminOperatorItem; disabled: boolean }) {
  const { t } = useAdminI18n();
  const id = useId();
  const [draft, setDraft] = useState<OperatorRole>(operator.role);
  // The server's answer (or another admin's change on reload) is what the select shows next.
  useEffect(() => setDraft(operator.role), [operator.role]);
  return (
    <div className="role-change">
      <label htmlFor={id} className="visually-hidden">
        {t('admin.ops.roleOf', { username: operator.username })}
      </label>
      <select id={id} value={draft} disabled={disabled} onChange={(event) => setDraft(event.target.value as OperatorRole)}>
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.role.${role}`)}
          </option>
        ))}
      </select>
      {!disabled && draft !== operator.role && (
        <button type="button" className="primary" aria-label={t('admin.ops.changeRoleOf', { username: operator.username })} onClick={() => flow.send({ type: 'operator.change', id: operator.id, kind: 'role', role: draft })}>
          {t('admin.ops.changeRole')}
        </button>
      )}
    </div>
  );
}

/** Disabling or resetting signs the operator out at once: said, and confirmed, before it is sent. */
function ConfirmDialog({ flow, operator, kind }: { flow: OperatorsFlow; operator: AdminOperatorItem; kind: 'disable' | 'resetTotp' }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const cancel = () => flow.send({ type: 'change.cancel' });
  useModal(ref, cancel, opener);
  const names = { username: operator.username };
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId}>{t(kind === 'disable' ? 'admin.ops.confirmDisable' : 'admin.ops.confirmReset', names)}</h2>
      <p id={textId}>{t(kind === 'disable' ? 'admin.ops.confirmDisableText' : 'admin.ops.confirmResetText', names)}</p>
      <div className="actions">
        <button type="button" className="danger" autoFocus onClick={() => flow.send({ type: 'change.confirm' })}>
          {t(kind === 'disable' ? 'admin.ops.disable' : 'admin.ops.resetTotp')}
        </button>
        <button type="button" className="secondary" onClick={cancel}>
          {t('admin.dialog.cancel')}
        </button>
      </div>
    </dialog>
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
