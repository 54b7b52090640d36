import { useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adminHtmlPreviewMachine } from '../../../machines/admin-html-preview.machine';
import { useAdminI18n } from '../i18n';
import { TextField } from './form-fields';

type PreviewRef = ActorRefFrom<typeof adminHtmlPreviewMachine>;

interface HtmlFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A body in HTML: a plain textarea (the preview beside it shows what is kept). */
export function HtmlField({ label, value, error, onChange }: HtmlFieldProps) {
  const { t } = useAdminI18n();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {t('admin.cms.bodyHint')}
      </p>
      <textarea
        id={id}
        value={value}
        rows={8}
        spellCheck
        className="html-source"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * What the server's sanitizer keeps of a body, as players will see it. The HTML comes from the server's sanitizer
 * (the one the player site trusts), never from the textarea.
 */
export function HtmlPreview({ preview, lang }: { preview: PreviewRef | undefined; lang: 'tr' | 'en' }) {
  const { t } = useAdminI18n();
  const id = useId();
  const html = useSelector(preview, (s) => s?.context.html?.[lang] ?? null);
  const pending = useSelector(preview, (s) => (s ? !s.matches('shown') : true));
  const error = useSelector(preview, (s) => s?.context.error ?? null);
  return (
    <section className="html-preview" aria-labelledby={id} aria-busy={pending || undefined}>
      <h3 id={id}>{t(lang === 'tr' ? 'admin.cms.previewTr' : 'admin.cms.previewEn')}</h3>
      {error ? (
        <p className="field-error">{error}</p>
      ) : html === null ? (
        <p className="hint">{t('admin.cms.previewing')}</p>
      ) : html === '' ? (
        <p className="hint">{t('admin.cms.previewEmpty')}</p>
      ) : (
        <div className="cms-body" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}

interface UploadFieldProps {
  label: string;
  value: string;
  uploading: boolean;
  busy: boolean;
  error?: string | null;
  uploadFailed?: boolean;
  onFile: (file: Blob) => void;
  onClear?: () => void;
  /** The remove button's whole name, when removing puts something else in its place. */
  clearLabel?: string;
  hint?: string;
}

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** One image: its preview and a file input whose choice is uploaded at once (optional ones can be removed). */
export function UploadField({ label, value, uploading, busy, error, uploadFailed, onFile, onClear, clearLabel, hint }: UploadFieldProps) {
  const { t } = useAdminI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="image-picker">
      <label htmlFor={id}>{label}</label>
      {value ? <img className="preview" src={value} alt={t('admin.banners.previewOf', { label })} /> : <p className="empty">{t('admin.banners.noImage')}</p>}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {uploading && <p role="status">{t('admin.banners.uploading')}</p>}
      {onClear && value && (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            onClear();
            // The button goes with the image: the keyboard stays on the field.
            input.current?.focus();
          }}
        >
          {clearLabel ?? (
            <>
              {t('admin.banners.clear')}
              <span className="visually-hidden"> {label}</span>
            </>
          )}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role={uploadFailed ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

export type WrittenTextField = 'titleTr' | 'titleEn' | 'bodyTr' | 'bodyEn';

/**
 * A written piece's titles and HTML bodies in Turkish and English (a promotion, a page), each body beside its
 * preview as the server's sanitizer keeps it. Errors show once the operator has tried to save.
 */
export function WrittenTexts({
  draft,
  attempted,
  errorOf,
  preview,
  onChange,
}: {
  draft: Record<WrittenTextField, string>;
  attempted: boolean;
  errorOf: (name: WrittenTextField) => string | undefined;
  preview: PreviewRef | undefined;
  onChange: (name: WrittenTextField, value: string) => void;
}) {
  const { t } = useAdminI18n();
  const title = (name: 'titleTr' | 'titleEn') => ({
    name,
    state: { value: draft[name], meta: { errors: errorOf(name) ? [errorOf(name)] : [], isTouched: attempted } },
    handleChange: (value: string) => onChange(name, value),
    handleBlur: () => {},
  });
  return (
    <>
      <TextField field={title('titleTr')} label={t('admin.cms.titleTr')} showError={attempted} maxLength={150} autoFocus />
      <TextField field={title('titleEn')} label={t('admin.cms.titleEn')} showError={attempted} maxLength={150} />
      {(['tr', 'en'] as const).map((lang) => {
        const name = lang === 'tr' ? 'bodyTr' : 'bodyEn';
        return (
          <div className="html-pair" key={lang}>
            <HtmlField label={t(lang === 'tr' ? 'admin.cms.bodyTr' : 'admin.cms.bodyEn')} value={draft[name]} error={errorOf(name)} onChange={(value) => onChange(name, value)} />
            <HtmlPreview preview={preview} lang={lang} />
          </div>
        );
      })}
    </>
  );
}
