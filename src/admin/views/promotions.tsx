import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PROMOTION_CATEGORIES, promotionForm, type PromotionItem } from '../../../contracts/admin-cms';
import { fieldErrors } from '../../../contracts/issues';
import type { adminHtmlPreviewMachine } from '../../../machines/admin-html-preview.machine';
import { useAdminI18n } from '../i18n';
import { providedPromotions } from '../provide';
import { EditDialog, LoadGate, RowActions } from './list-parts';
import { ScreenHeading } from './shell';
import { UploadField, WrittenTexts } from './written-fields';

type Flow = ReturnType<typeof useActorRef<typeof providedPromotions>>;

/** The promotions page's cards: in order, edited with a cleaned preview and uploaded images, moved and switched off. */
export function Promotions() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedPromotions);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.items);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));
  return (
    <section className="screen" aria-labelledby="promotions-heading" aria-busy={loading}>
      <div id="promotions-heading">
        <ScreenHeading>{t('admin.promotions.heading')}</ScreenHeading>
      </div>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'promotions.reload' })}>
        <div className="actions toolbar">
          <button type="button" className="primary" onClick={() => flow.send({ type: 'promotions.new' })}>
            {t('admin.promotions.new')}
          </button>
        </div>
        {items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.promotions.empty')}
          </p>
        ) : (
          <PromotionTable items={items} flow={flow} />
        )}
      </LoadGate>
      {editing && <PromotionDialog flow={flow} />}
    </section>
  );
}

function PromotionTable({ items, flow }: { items: PromotionItem[]; flow: Flow }) {
  const { t } = useAdminI18n();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  return (
    <table className="queue banners">
      <thead>
        <tr>
          <th scope="col">{t('admin.banners.order')}</th>
          <th scope="col">{t('admin.banners.preview')}</th>
          <th scope="col">{t('admin.banners.title')}</th>
          <th scope="col">{t('admin.promotions.category')}</th>
          <th scope="col">{t('admin.banners.status')}</th>
          <th scope="col">{t('admin.banners.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id} className={item.active ? undefined : 'off'}>
            <td data-label={t('admin.banners.order')}>{index + 1}</td>
            <td data-label={t('admin.banners.preview')}>
              <img className="thumb promo" src={item.image} alt="" width={120} height={68} loading="lazy" />
            </td>
            <th scope="row" data-label={t('admin.banners.title')}>
              {item.titleTr}
              <span className="hint" lang="en">
                {' '}
                / {item.titleEn}
              </span>
            </th>
            <td data-label={t('admin.promotions.category')}>{(PROMOTION_CATEGORIES as readonly string[]).includes(item.category) ? t(`admin.promotions.category.${item.category as 'casino' | 'sports'}`) : item.category}</td>
            <td data-label={t('admin.banners.status')}>{t(item.active ? 'admin.banners.shown' : 'admin.banners.off')}</td>
            <RowActions
              name={item.titleTr}
              index={index}
              count={items.length}
              rowId={item.id}
              busy={busy}
              shown={item.active}
              labels={{ edit: t('admin.banners.edit'), up: t('admin.banners.up'), down: t('admin.banners.down'), toggle: t(item.active ? 'admin.banners.switchOff' : 'admin.banners.switchOn') }}
              onEdit={() => flow.send({ type: 'promotions.edit', id: item.id })}
              onMove={(direction) => flow.send({ type: 'promotions.move', id: item.id, direction })}
              onToggle={() => flow.send({ type: 'promotions.toggle', id: item.id })}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PromotionDialog({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const categoryId = useId();
  const isNew = useSelector(flow, (s) => s.context.editing === null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const uploading = useSelector(flow, (s) => s.context.uploading);
  const uploadError = useSelector(flow, (s) => s.context.uploadError);
  const preview = useSelector(flow, (s) => s.children.preview as ActorRefFrom<typeof adminHtmlPreviewMachine> | undefined);
  const parsed = promotionForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const shown = (name: string) => (attempted ? errors[name] : undefined);
  const image = (name: 'image' | 'imageEn') => ({
    value: draft[name],
    uploading: uploading === name,
    busy: uploading !== null,
    error: uploadError?.field === name ? uploadError.message : shown(name),
    uploadFailed: uploadError?.field === name,
    onFile: (file: Blob) => flow.send({ type: 'draft.upload', field: name, file }),
  });

  return (
    <EditDialog
      title={t(isNew ? 'admin.promotions.newTitle' : 'admin.promotions.editTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
    >
      <WrittenTexts draft={draft} attempted={attempted} errorOf={shown} preview={preview} onChange={(field, value) => flow.send({ type: 'draft.change', field, value })} />
      <div className="field">
        <label htmlFor={categoryId}>{t('admin.promotions.category')}</label>
        <select id={categoryId} value={draft.category} onChange={(event) => flow.send({ type: 'draft.category', value: event.target.value as (typeof PROMOTION_CATEGORIES)[number] })}>
          {PROMOTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`admin.promotions.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(event) => flow.send({ type: 'draft.active', value: event.target.checked })} />
        {t('admin.banners.active')}
      </label>
      <fieldset className="images">
        <legend>{t('admin.promotions.images')}</legend>
        <UploadField label={t('admin.promotions.image')} {...image('image')} />
        <UploadField label={t('admin.promotions.imageEn')} {...image('imageEn')} onClear={() => flow.send({ type: 'draft.clear', field: 'imageEn' })} />
        <p className="hint">{t('admin.promotions.imageEnHint')}</p>
      </fieldset>
    </EditDialog>
  );
}
