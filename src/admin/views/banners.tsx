import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { BANNER_SLIDERS, BANNER_VARIANTS, bannerForm, type BannerItem } from '../../../contracts/admin-content';
import { fieldErrors } from '../../../contracts/issues';
import type { BannerImageField, BannerTextField } from '../../../machines/admin-banners.machine';
import { useAdminI18n } from '../i18n';
import { providedBanners } from '../provide';
import { TextField } from './form-fields';
import { EditDialog, LoadGate, RowActions, TabList } from './list-parts';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedBanners>>;
const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The banners of the home and casino sliders: in order, edited with uploaded images, moved and switched off. */
export function Banners() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedBanners);
  const slider = useSelector(flow, (s) => s.context.slider);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.sliders.find((x) => x.name === s.context.slider)?.items ?? []);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));

  return (
    <section className="screen" aria-labelledby="banners-heading">
      <div id="banners-heading">
        <ScreenHeading>{t('admin.banners.heading')}</ScreenHeading>
      </div>
      <TabList
        label={t('admin.banners.sliders')}
        tabs={BANNER_SLIDERS.map((name) => ({ key: name, id: `slider-${name}`, label: t(`admin.banners.slider.${name}`) }))}
        current={slider}
        controls="banners-panel"
        onChoose={(value) => flow.send({ type: 'banners.slider', value })}
      />
      <div role="tabpanel" id="banners-panel" aria-labelledby={`slider-${slider}`} aria-busy={loading}>
        <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'banners.reload' })}>
          <div className="actions toolbar">
            <button type="button" className="primary" onClick={() => flow.send({ type: 'banners.new' })}>
              {t('admin.banners.new')}
            </button>
          </div>
          {items.length === 0 ? (
            <p className="empty" role="status">
              {t('admin.banners.empty')}
            </p>
          ) : (
            <BannerTable items={items} flow={flow} />
          )}
        </LoadGate>
      </div>
      {editing && <BannerDialog flow={flow} />}
    </section>
  );
}

function BannerTable({ items, flow }: { items: BannerItem[]; flow: Flow }) {
  const { t } = useAdminI18n();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  return (
    <table className="queue banners">
      <thead>
        <tr>
          <th scope="col">{t('admin.banners.order')}</th>
          <th scope="col">{t('admin.banners.preview')}</th>
          <th scope="col">{t('admin.banners.title')}</th>
          <th scope="col">{t('admin.banners.link')}</th>
          <th scope="col">{t('admin.banners.status')}</th>
          <th scope="col">{t('admin.banners.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.id} className={item.active ? undefined : 'off'}>
            <td data-label={t('admin.banners.order')}>{index + 1}</td>
            <td data-label={t('admin.banners.preview')}>
              <img className="thumb" src={item.images.desktop} alt="" width={192} height={60} loading="lazy" />
            </td>
            <th scope="row" data-label={t('admin.banners.title')}>
              {item.title}
            </th>
            <td data-label={t('admin.banners.link')} className="link">
              {item.url}
            </td>
            <td data-label={t('admin.banners.status')}>{t(item.active ? 'admin.banners.shown' : 'admin.banners.off')}</td>
            <RowActions
              name={item.title}
              index={index}
              count={items.length}
              rowId={item.id}
              busy={busy}
              shown={item.active}
              labels={{ edit: t('admin.banners.edit'), up: t('admin.banners.up'), down: t('admin.banners.down'), toggle: t(item.active ? 'admin.banners.switchOff' : 'admin.banners.switchOn') }}
              onEdit={() => flow.send({ type: 'banners.edit', id: item.id })}
              onMove={(direction) => flow.send({ type: 'banners.move', id: item.id, direction })}
              onToggle={() => flow.send({ type: 'banners.toggle', id: item.id })}
            />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The form as a modal dialog: focus inside, Escape cancels, the focus goes back to the button that opened it. */
function BannerDialog({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const isNew = useSelector(flow, (s) => s.context.editing === null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = bannerForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const field = (name: BannerTextField) => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.change', field: name, value }),
    handleBlur: () => {},
  });

  return (
    <EditDialog
      title={t(isNew ? 'admin.banners.newTitle' : 'admin.banners.editTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
    >
      <TextField field={field('title')} label={t('admin.banners.title')} showError={attempted} maxLength={100} autoFocus />
      <TextField field={field('url')} label={t('admin.banners.link')} showError={attempted} hint={<p className="hint">{t('admin.banners.linkHint')}</p>} />
      <label className="check">
        <input type="checkbox" checked={draft.active} onChange={(event) => flow.send({ type: 'draft.active', value: event.target.checked })} />
        {t('admin.banners.active')}
      </label>
      <fieldset className="images">
        <legend>{t('admin.banners.imagesTr')}</legend>
        {BANNER_VARIANTS.map((v) => (
          <ImagePicker key={v.key} flow={flow} field={v.key} variant={v} error={attempted ? errors[v.key] : undefined} />
        ))}
      </fieldset>
      <fieldset className="images">
        <legend>{t('admin.banners.imagesEn')}</legend>
        <p className="hint">{t('admin.banners.imagesEnHint')}</p>
        {BANNER_VARIANTS.map((v) => (
          <ImagePicker key={v.key} flow={flow} field={`${v.key}En`} variant={v} error={attempted ? errors[`${v.key}En`] : undefined} optional />
        ))}
      </fieldset>
    </EditDialog>
  );
}

interface ImagePickerProps {
  flow: Flow;
  field: BannerImageField;
  variant: (typeof BANNER_VARIANTS)[number];
  error?: string;
  optional?: boolean;
}

/** One image of the banner: its preview, and a file input whose choice is uploaded at once. */
function ImagePicker({ flow, field, variant, error, optional }: ImagePickerProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const value = useSelector(flow, (s) => s.context.draft[field]);
  const uploading = useSelector(flow, (s) => s.context.uploading === field);
  const busy = useSelector(flow, (s) => s.context.uploading !== null);
  const uploadError = useSelector(flow, (s) => (s.context.uploadError?.field === field ? s.context.uploadError.message : null));
  const size = t(`admin.banners.variant.${variant.key}`, { width: variant.width, height: variant.height });
  // The English pickers name their language too: six fields, six different names.
  const label = field.endsWith('En') ? t('admin.banners.variantEn', { label: size }) : size;
  const problem = uploadError ?? error;
  return (
    <div className="image-picker">
      <label htmlFor={id}>{label}</label>
      {value ? <img className="preview" src={value} alt={t('admin.banners.previewOf', { label })} /> : <p className="empty">{t('admin.banners.noImage')}</p>}
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) flow.send({ type: 'draft.upload', field, file });
          event.target.value = '';
        }}
      />
      {uploading && <p role="status">{t('admin.banners.uploading')}</p>}
      {optional && value && (
        <button type="button" className="secondary" onClick={() => flow.send({ type: 'draft.clear', field })}>
          {t('admin.banners.clear')}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error" role={uploadError ? 'alert' : undefined}>
          {problem}
        </p>
      )}
    </div>
  );
}
