import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FOOTER_CATEGORY_ID, pageForm, type PageItem } from '../../../contracts/admin-cms';
import { fieldErrors } from '../../../contracts/issues';
import type { adminHtmlPreviewMachine } from '../../../machines/admin-html-preview.machine';
import { useAdminI18n } from '../i18n';
import { providedPages } from '../provide';
import { EditDialog, LoadGate, RowActions, TabList } from './list-parts';
import { ScreenHeading } from './shell';
import { WrittenTexts } from './written-fields';

type Flow = ReturnType<typeof useActorRef<typeof providedPages>>;

/** The information pages by category (the footer lists the footer category's): edited with a cleaned preview, moved, hidden. */
export function Pages() {
  const { t, locale } = useAdminI18n();
  const flow = useActorRef(providedPages);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const categories = useSelector(flow, (s) => s.context.categories);
  const current = useSelector(flow, (s) => s.context.category);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));
  const nameOf = (c: { titleTr: string; titleEn: string }) => (locale === 'en' ? c.titleEn : c.titleTr);
  const category = categories.find((c) => c.id === current);
  const footer = categories.find((c) => c.id === FOOTER_CATEGORY_ID);

  return (
    <section className="screen" aria-labelledby="pages-heading">
      <div id="pages-heading">
        <ScreenHeading>{t('admin.pages.heading')}</ScreenHeading>
      </div>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'pages.reload' })}>
        {footer && <p className="hint">{t('admin.pages.footerNote', { name: nameOf(footer) })}</p>}
        <TabList
          label={t('admin.pages.categories')}
          tabs={categories.map((c) => ({ key: c.id, id: `page-category-${c.id}`, label: nameOf(c) }))}
          current={current}
          controls="pages-panel"
          onChoose={(id) => flow.send({ type: 'pages.category', id })}
        />
        <div role="tabpanel" id="pages-panel" aria-labelledby={`page-category-${current}`}>
          <div className="actions toolbar">
            <button type="button" className="primary" onClick={() => flow.send({ type: 'pages.new' })}>
              {t('admin.pages.new')}
            </button>
          </div>
          {!category || category.pages.length === 0 ? (
            <p className="empty" role="status">
              {t('admin.pages.empty')}
            </p>
          ) : (
            <PageTable pages={category.pages} flow={flow} />
          )}
        </div>
      </LoadGate>
      {editing && <PageDialog flow={flow} categoryName={category ? nameOf(category) : ''} />}
    </section>
  );
}

function PageTable({ pages, flow }: { pages: PageItem[]; flow: Flow }) {
  const { t } = useAdminI18n();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  return (
    <table className="queue banners">
      <thead>
        <tr>
          <th scope="col">{t('admin.banners.order')}</th>
          <th scope="col">{t('admin.banners.title')}</th>
          <th scope="col">{t('admin.pages.address')}</th>
          <th scope="col">{t('admin.banners.status')}</th>
          <th scope="col">{t('admin.banners.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page, index) => (
          <tr key={page.id} className={page.active ? undefined : 'off'}>
            <td data-label={t('admin.banners.order')}>{index + 1}</td>
            <th scope="row" data-label={t('admin.banners.title')}>
              {page.titleTr}
              <span className="hint" lang="en">
                {' '}
                / {page.titleEn}
              </span>
            </th>
            <td data-label={t('admin.pages.address')} className="link">
              /pages/{page.id}
            </td>
            <td data-label={t('admin.banners.status')}>{t(page.active ? 'admin.banners.shown' : 'admin.pages.hidden')}</td>
            <RowActions
              name={page.titleTr}
              index={index}
              count={pages.length}
              rowId={page.id}
              busy={busy}
              shown={page.active}
              labels={{ edit: t('admin.banners.edit'), up: t('admin.banners.up'), down: t('admin.banners.down'), toggle: t(page.active ? 'admin.pages.hide' : 'admin.banners.switchOn') }}
              onEdit={() => flow.send({ type: 'pages.edit', id: page.id })}
              onMove={(direction) => flow.send({ type: 'pages.move', id: page.id, direction })}
              onToggle={() => flow.send({ type: 'pages.toggle', id: page.id })}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PageDialog({ flow, categoryName }: { flow: Flow; categoryName: string }) {
  const { t } = useAdminI18n();
  const isNew = useSelector(flow, (s) => s.context.editing === null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const preview = useSelector(flow, (s) => s.children.preview as ActorRefFrom<typeof adminHtmlPreviewMachine> | undefined);
  const parsed = pageForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const shown = (name: string) => (attempted ? errors[name] : undefined);

  return (
    <EditDialog
      title={isNew ? t('admin.pages.newTitle', { name: categoryName }) : t('admin.pages.editTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
    >
      <WrittenTexts draft={draft} attempted={attempted} errorOf={shown} preview={preview} onChange={(field, value) => flow.send({ type: 'draft.change', field, value })} />
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(event) => flow.send({ type: 'draft.active', value: event.target.checked })} />
        {t('admin.banners.active')}
      </label>
    </EditDialog>
  );
}
