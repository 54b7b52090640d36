import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SITE_OPTION_KEYS } from '../../../contracts/admin-content';
import { MENU_GROUP_KEYS, MENU_ICONS, MENU_TARGET_KINDS, menuEntryForm, type AdminMenuItem, type MenuGroupKey } from '../../../contracts/admin-menu';
import { fieldErrors } from '../../../contracts/issues';
import { MENU_PARTNER_URL, MENU_PROMOTIONS_URL } from '../../../contracts/menu';
import type { MenuTextField } from '../../../machines/admin-menu.machine';
import { useAdminI18n, type AdminI18n } from '../i18n';
import { providedMenu } from '../provide';
import { TextField } from './form-fields';
import { EditDialog, LoadGate, RowActions } from './list-parts';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedMenu>>;

/** The side menu's four sections: entries in order with their children, edited, moved, hidden and added. */
export function Menu() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedMenu);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.items);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));

  return (
    <section className="screen" aria-labelledby="menu-heading" aria-busy={loading}>
      <div id="menu-heading">
        <ScreenHeading>{t('admin.menu.heading')}</ScreenHeading>
      </div>
      <p className="hint">{t('admin.menu.intro')}</p>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'menu.reload' })}>
        {MENU_GROUP_KEYS.map((group) => (
          <Section key={group} group={group} items={items.filter((i) => i.group === group)} flow={flow} />
        ))}
      </LoadGate>
      {editing && <MenuDialog flow={flow} />}
    </section>
  );
}

export function targetText(item: AdminMenuItem, t: AdminI18n['t']): string {
  switch (item.target.kind) {
    case 'page':
    case 'external':
      return item.target.url;
    case 'option':
      return t('admin.menu.targetOption', { key: item.target.appKey });
    case 'game':
      return t('admin.menu.targetGame', { name: item.target.search });
    default:
      return t('admin.menu.targetGroup');
  }
}

function Section({ group, items, flow }: { group: MenuGroupKey; items: AdminMenuItem[]; flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const headingId = useId();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  const section = t(`admin.menu.group.${group}`);
  const titleOf = (item: AdminMenuItem) => (locale === 'en' ? item.titleEn : item.titleTr);
  const siblings = (item: AdminMenuItem) => items.filter((i) => i.parentId === item.parentId);
  return (
    <section aria-labelledby={headingId} className="menu-section">
      <h3 id={headingId}>{section}</h3>
      <div className="actions toolbar">
        <button type="button" className="primary" aria-disabled={busy !== null || undefined} onClick={() => busy === null && flow.send({ type: 'menu.new', group })}>
          {t('admin.menu.add')}
          <span className="visually-hidden"> {t('admin.menu.addTo', { section })}</span>
        </button>
      </div>
      {items.length === 0 ? (
        <p className="empty">{t('admin.menu.empty')}</p>
      ) : (
        <table className="queue">
          <thead>
            <tr>
              <th scope="col">{t('admin.menu.title')}</th>
              <th scope="col">{t('admin.menu.target')}</th>
              <th scope="col">{t('admin.menu.badge')}</th>
              <th scope="col">{t('admin.menu.status')}</th>
              <th scope="col">{t('admin.menu.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const order = siblings(item);
              const index = order.findIndex((i) => i.id === item.id);
              const parent = item.parentId === null ? null : items.find((i) => i.id === item.parentId);
              const title = titleOf(item);
              return (
                <tr key={item.id} className={item.hidden ? 'off' : undefined}>
                  <th scope="row" data-label={t('admin.menu.title')}>
                    {parent && <span className="indent">↳ </span>}
                    {title}
                    {parent && <span className="visually-hidden"> ({t('admin.menu.child', { title: titleOf(parent) })})</span>}
                    <span className="hint" lang={locale === 'en' ? 'tr' : 'en'}>
                      {' '}
                      / {locale === 'en' ? item.titleTr : item.titleEn}
                    </span>
                  </th>
                  <td data-label={t('admin.menu.target')} className="link">
                    {targetText(item, t)}
                  </td>
                  <td data-label={t('admin.menu.badge')}>{item.badge}</td>
                  <td data-label={t('admin.menu.status')}>
                    {t(item.hidden ? 'admin.menu.hiddenStatus' : 'admin.menu.shown')}
                    {/* Why the site's menu lists a saved entry differently: said here, not found out on the site. */}
                    {!item.hidden && item.target.kind === 'page' && item.target.url === MENU_PROMOTIONS_URL && <p className="hint">{t('admin.menu.fixedTop')}</p>}
                    {!item.hidden && item.target.kind === 'page' && item.target.url === MENU_PARTNER_URL && <p className="hint">{t('admin.menu.partnerOnly')}</p>}
                  </td>
                  <RowActions
                    name={title}
                    index={index}
                    count={order.length}
                    rowId={item.id}
                    busy={busy}
                    shown={!item.hidden}
                    labels={{ edit: t('admin.menu.edit'), up: t('admin.menu.up'), down: t('admin.menu.down'), toggle: t(item.hidden ? 'admin.menu.show' : 'admin.menu.hide') }}
                    onEdit={() => flow.send({ type: 'menu.edit', id: item.id })}
                    onMove={(direction) => flow.send({ type: 'menu.move', id: item.id, direction })}
                    onToggle={() => flow.send({ type: 'menu.toggle', id: item.id })}
                  >
                    {item.target.kind === 'group' && (
                      <button type="button" className="secondary" aria-disabled={busy !== null || undefined} onClick={() => busy === null && flow.send({ type: 'menu.new', group, parentId: item.id })}>
                        {t('admin.menu.addUnder')}
                        <span className="visually-hidden"> {t('admin.menu.addUnderLabel', { title })}</span>
                      </button>
                    )}
                  </RowActions>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Select({ label, value, options, onChange, error }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form as a modal dialog: focus inside, Escape cancels, the focus goes back to the button that opened it. */
function MenuDialog({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const isNew = useSelector(flow, (s) => s.context.editing === null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const parent = useSelector(flow, (s) => s.context.items.find((i) => String(i.id) === s.context.draft.parentId) ?? null);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = menuEntryForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const change = (name: MenuTextField) => (value: string) => flow.send({ type: 'draft.change', field: name, value });
  const field = (name: 'titleTr' | 'titleEn' | 'url' | 'search' | 'badge') => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: change(name),
    handleBlur: () => {},
  });
  // A child entry cannot be a group itself.
  const kinds = draft.parentId ? MENU_TARGET_KINDS.filter((k) => k !== 'group') : MENU_TARGET_KINDS;

  return (
    <EditDialog
      title={t(isNew ? 'admin.menu.newTitle' : 'admin.menu.editTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.menu.save'), saving: t('admin.menu.saving') }}
    >
      <p className="hint">
        {t('admin.menu.section', { section: t(`admin.menu.group.${draft.group}`) })}
        {parent && ` · ${t('admin.menu.parent', { title: locale === 'en' ? parent.titleEn : parent.titleTr })}`}
      </p>
      <TextField field={field('titleTr')} label={t('admin.menu.titleTr')} showError={attempted} maxLength={60} autoFocus />
      <TextField field={field('titleEn')} label={t('admin.menu.titleEn')} showError={attempted} maxLength={60} />
      <Select label={t('admin.menu.icon')} value={draft.icon} options={MENU_ICONS.map((icon) => ({ value: icon, label: icon }))} onChange={change('icon')} />
      <Select label={t('admin.menu.kind')} value={draft.kind} options={kinds.map((kind) => ({ value: kind, label: t(`admin.menu.kind.${kind}`) }))} onChange={change('kind')} error={attempted ? errors.kind : undefined} />
      {(draft.kind === 'page' || draft.kind === 'external') && (
        <TextField field={field('url')} label={t('admin.menu.url')} showError={attempted} maxLength={500} hint={<p className="hint">{t(draft.kind === 'page' ? 'admin.menu.pageHint' : 'admin.menu.externalHint')}</p>} />
      )}
      {draft.kind === 'option' && <Select label={t('admin.menu.appKey')} value={draft.appKey} options={SITE_OPTION_KEYS.map((key) => ({ value: key, label: key }))} onChange={change('appKey')} error={attempted ? errors.appKey : undefined} />}
      {draft.kind === 'game' && (
        <>
          <TextField field={field('search')} label={t('admin.menu.search')} showError={attempted} maxLength={60} />
          <label className="check">
            <input type="checkbox" checked={draft.live} onChange={(event) => flow.send({ type: 'draft.flag', field: 'live', value: event.target.checked })} />
            {t('admin.menu.live')}
          </label>
        </>
      )}
      <TextField field={field('badge')} label={t('admin.menu.badgeField')} showError={attempted} maxLength={12} />
      <label className="check">
        <input type="checkbox" checked={draft.hidden} onChange={(event) => flow.send({ type: 'draft.flag', field: 'hidden', value: event.target.checked })} />
        {t('admin.menu.hidden')}
      </label>
    </EditDialog>
  );
}
