import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { POPUP_VARIANTS, popupForm, type PopupForm } from '../../../contracts/admin-cms';
import { fieldErrors } from '../../../contracts/issues';
import type { adminHtmlPreviewMachine } from '../../../machines/admin-html-preview.machine';
import type { PopupImageField, PopupTextField } from '../../../machines/admin-popup.machine';
import { useAdminI18n } from '../i18n';
import { providedPopup } from '../provide';
import { TextField } from './form-fields';
import { ScreenHeading } from './shell';
import { HtmlField, HtmlPreview, UploadField } from './written-fields';

type Flow = ReturnType<typeof useActorRef<typeof providedPopup>>;
type PreviewRef = ActorRefFrom<typeof adminHtmlPreviewMachine>;

/** The promotional popup: one form, and beside it the popup as players will see it in each language. */
export function Popup() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedPopup);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  return (
    <section className="screen" aria-labelledby="popup-heading">
      <div id="popup-heading">
        <ScreenHeading>{t('admin.popup.heading')}</ScreenHeading>
      </div>
      <p className="hint">{t('admin.popup.intro')}</p>
      {loading ? (
        <p role="status">{t('admin.loading')}</p>
      ) : error ? (
        <div role="alert" className="alert">
          <p>{error}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'popup.reload' })}>
            {t('admin.payments.retry')}
          </button>
        </div>
      ) : (
        <PopupEditor flow={flow} />
      )}
    </section>
  );
}

function PopupEditor({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const exists = useSelector(flow, (s) => s.context.saved !== null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ editing: 'saving' }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const uploading = useSelector(flow, (s) => s.context.uploading);
  const uploadError = useSelector(flow, (s) => s.context.uploadError);
  const preview = useSelector(flow, (s) => s.children.preview as PreviewRef | undefined);
  const parsed = popupForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const shown = (name: string) => (attempted ? errors[name] : undefined);
  const field = (name: PopupTextField) => ({
    name,
    state: { value: draft[name], meta: { errors: shown(name) ? [shown(name)] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.change', field: name, value }),
    handleBlur: () => {},
  });
  const change = (name: PopupTextField) => (value: string) => flow.send({ type: 'draft.change', field: name, value });
  const same = (a: PopupImageField | null | undefined, b: PopupImageField) => !!a && a.lang === b.lang && a.key === b.key;
  const picker = (lang: PopupImageField['lang']) =>
    POPUP_VARIANTS.map((v) => {
      const at = { lang, key: v.key };
      const size = t(`admin.popup.variant.${v.key}`, { width: v.width });
      return (
        <UploadField
          key={v.key}
          label={lang === 'imagesEn' ? t('admin.banners.variantEn', { label: size }) : size}
          value={draft[lang][v.key]}
          uploading={same(uploading, at)}
          busy={uploading !== null}
          error={same(uploadError?.field, at) ? uploadError!.message : shown(`${lang}.${v.key}`)}
          uploadFailed={same(uploadError?.field, at)}
          onFile={(file) => flow.send({ type: 'draft.upload', field: at, file })}
          onClear={lang === 'imagesEn' ? () => flow.send({ type: 'draft.clear', field: at }) : undefined}
        />
      );
    });

  return (
    <div className="popup-editor">
      <form
        noValidate
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'draft.save' });
        }}
      >
        {!exists && <p className="empty">{t('admin.popup.none')}</p>}
        <TextField field={field('titleTr')} label={t('admin.cms.titleTr')} showError={attempted} maxLength={150} />
        <TextField field={field('titleEn')} label={t('admin.cms.titleEn')} showError={attempted} maxLength={150} />
        <HtmlField label={t('admin.cms.bodyTr')} value={draft.descriptionTr} error={shown('descriptionTr')} onChange={change('descriptionTr')} />
        <HtmlField label={t('admin.cms.bodyEn')} value={draft.descriptionEn} error={shown('descriptionEn')} onChange={change('descriptionEn')} />
        <TextField field={field('url')} label={t('admin.popup.link')} showError={attempted} hint={<p className="hint">{t('admin.popup.linkHint')}</p>} />
        <label className="check">
          <input type="checkbox" checked={draft.active} onChange={(event) => flow.send({ type: 'draft.active', value: event.target.checked })} />
          {t('admin.banners.active')}
        </label>
        <fieldset className="images">
          <legend>{t('admin.banners.imagesTr')}</legend>
          {picker('images')}
        </fieldset>
        <fieldset className="images">
          <legend>{t('admin.banners.imagesEn')}</legend>
          <p className="hint">{t('admin.banners.imagesEnHint')}</p>
          {picker('imagesEn')}
        </fieldset>
        {saveError && (
          <p role="alert" className="alert">
            {saveError}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" aria-disabled={saving || undefined}>
            {t(saving ? 'admin.banners.saving' : 'admin.popup.save')}
          </button>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'draft.reset' })}>
            {t('admin.popup.reset')}
          </button>
        </div>
      </form>
      <section className="popup-seen" aria-labelledby="popup-seen-heading">
        <h2 id="popup-seen-heading">{t('admin.popup.players')}</h2>
        {!draft.active && <p className="hint">{t('admin.popup.offNote')}</p>}
        <SeenPopup draft={draft} lang="tr" preview={preview} />
        <SeenPopup draft={draft} lang="en" preview={preview} />
      </section>
    </div>
  );
}

/** The popup in one language as the site shows it: the widest image (English ones when given), the title and the cleaned text. */
function SeenPopup({ draft, lang, preview }: { draft: PopupForm; lang: 'tr' | 'en'; preview: PreviewRef | undefined }) {
  const { t } = useAdminI18n();
  const image = (lang === 'en' && draft.imagesEn.lg) || draft.images.lg;
  const title = lang === 'en' ? draft.titleEn : draft.titleTr;
  return (
    <figure className="seen-popup" lang={lang}>
      <figcaption className="hint">{t(lang === 'tr' ? 'admin.popup.inTurkish' : 'admin.popup.inEnglish')}</figcaption>
      {image ? <img className="preview" src={image} alt={title} /> : <p className="empty">{t('admin.banners.noImage')}</p>}
      <p className="seen-title">
        <strong>{title}</strong>
      </p>
      <HtmlPreview preview={preview} lang={lang} />
      {draft.url && <p className="hint link">→ {draft.url}</p>}
    </figure>
  );
}
