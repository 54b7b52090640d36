import { useEffect, useRef, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AuditItem } from '../../../contracts/admin-calls';
import { useAdminI18n, type AdminKey } from '../i18n';
import { providedAudit } from '../provide';
import { ScreenHeading } from './shell';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed: each key of before or after whose value differs (the whole value if not objects). */
export function changesOf(before: unknown, after: unknown): Array<{ field: string; before: string; after: string }> {
  if ((isRecord(before) || before === null) && (isRecord(after) || after === null) && (before || after)) {
    const b = before ?? {};
    const a = after ?? {};
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '', before: shown(before ?? ''), after: shown(after ?? '') }];
}

/** The audit log: who did what, when, from where, to what, with the fields it changed. Admins only. */
export function Audit() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedAudit);
  const filter = useSelector(flow, (s) => s.context.filter);
  const items = useSelector(flow, (s) => s.context.items);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const loadingMore = useSelector(flow, (s) => s.matches('loadingMore'));
  const more = useSelector(flow, (s) => s.context.nextCursor !== null);
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!more && (document.activeElement === document.body || document.activeElement === null)) results.current?.focus();
  }, [more]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    flow.send({ type: 'audit.filter', filter: { action: text('action'), target: text('target'), operatorId: text('operatorId') } });
  };

  return (
    <section aria-labelledby="audit-heading" className="screen">
      <div id="audit-heading">
        <ScreenHeading>{t('admin.audit.heading')}</ScreenHeading>
      </div>
      <form className="filters" onSubmit={submit} aria-label={t('admin.audit.filters')}>
        <label className="field">
          {t('admin.audit.action')}
          <input name="action" defaultValue={filter.action} autoComplete="off" maxLength={64} />
        </label>
        <label className="field">
          {t('admin.audit.target')}
          <input name="target" defaultValue={filter.target} autoComplete="off" maxLength={64} />
        </label>
        <label className="field">
          {t('admin.audit.operatorId')}
          <input name="operatorId" defaultValue={filter.operatorId} inputMode="numeric" autoComplete="off" maxLength={10} />
        </label>
        <button type="submit" className="primary">
          {t('admin.tx.apply')}
        </button>
      </form>
      <div ref={results} aria-busy={loading} tabIndex={-1}>
        {loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'audit.reload' })}>
              {t('admin.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.audit.empty')}
          </p>
        ) : (
          <>
            <AuditTable items={items} />
            {more && (
              <button type="button" className="secondary more" aria-disabled={loadingMore || undefined} aria-busy={loadingMore} onClick={() => flow.send({ type: 'audit.more' })}>
                {t('admin.tx.more')}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function AuditTable({ items }: { items: AuditItem[] }) {
  const { t, dateTime } = useAdminI18n();
  const columns = ['admin.audit.at', 'admin.audit.who', 'admin.audit.ip', 'admin.audit.action', 'admin.audit.target', 'admin.audit.changes'] as const;
  return (
    <table className="queue">
      <caption className="visually-hidden">{t('admin.audit.heading')}</caption>
      <thead>
        <tr>
          {columns.map((key) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={t('admin.audit.at')}>
              <time dateTime={item.at}>{dateTime(item.at)}</time>
            </th>
            <td data-label={t('admin.audit.who')}>
              {item.operatorUsername ?? (item.actor === 'cli' ? t('admin.audit.cli') : item.actor)}
              {item.operatorId !== null && <span className="role">#{item.operatorId}</span>}
            </td>
            <td data-label={t('admin.audit.ip')}>{item.ip ?? ''}</td>
            <td data-label={t('admin.audit.action')}>
              <ActionName action={item.action} />
            </td>
            <td data-label={t('admin.audit.target')}>{item.target ?? ''}</td>
            <td data-label={t('admin.audit.changes')}>
              <Changes item={item} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The fields the entry changed, and the whole before and after as indented JSON, behind a disclosure. */
function Changes({ item }: { item: AuditItem }) {
  const { t } = useAdminI18n();
  const changes = changesOf(item.before, item.after);
  if (item.before === null && item.after === null) return null;
  return (
    <details>
      <summary>{t('admin.audit.showChanges', { count: changes.length })}</summary>
      {changes.length > 0 && (
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.field')}</th>
              <th scope="col">{t('admin.audit.before')}</th>
              <th scope="col">{t('admin.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>
                  <del>{change.before}</del>
                </td>
                <td>
                  <ins>{change.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="role">{t('admin.audit.before')}</p>
      <pre className="diff">{JSON.stringify(item.before, null, 2)}</pre>
      <p className="role">{t('admin.audit.after')}</p>
      <pre className="diff">{JSON.stringify(item.after, null, 2)}</pre>
    </details>
  );
}

/** An action by its name in the operator's language, with its key beneath (what the Action filter takes). */
function ActionName({ action }: { action: string }) {
  const { t } = useAdminI18n();
  const key = `admin.audit.name.${action}` as AdminKey;
  const name = t(key);
  if (name === key) return <code>{action}</code>;
  return (
    <>
      {name} <code className="subtle action-key">{action}</code>
    </>
  );
}
