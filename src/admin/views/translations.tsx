import { useId, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { CATALOGUE_PAGE_SIZE, placeholderList, type TranslationItem, type TranslationLocale } from '../../../contracts/admin-catalogue';
import { locales } from '../../../i18n/locales';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { Pager } from '../kit/pager';

export { Pager };
import { providedTranslations } from '../provide';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedTranslations>>;

/** The player site's texts: search the built-in keys, override a language's text, remove the override. */
export function Translations() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedTranslations);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const items = useSelector(flow, (s) => s.context.items);
  const total = useSelector(flow, (s) => s.context.total);
  const offset = useSelector(flow, (s) => s.context.offset);
  const editing = useSelector(flow, (s) => s.context.editing);
  const [q, setQ] = useState('');
  const searchId = useId();

  return (
    <section className="screen">
      <ScreenHeading>{t('admin.tr.heading')}</ScreenHeading>
      <p className="intro">{t('admin.tr.intro')}</p>
      <form
        role="search"
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'translations.search', q });
        }}
      >
        <label htmlFor={searchId}>{t('admin.tr.search')}</label>
        <input id={searchId} type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} />
        <button type="submit" className="primary">
          {t('admin.tr.searchSubmit')}
        </button>
      </form>
      <div aria-busy={loading}>
        {error ? (
          <div role="alert" className="alert">
            <p>{error}</p>
            <button type="button" className="secondary" onClick={() => flow.send({ type: 'translations.reload' })}>
              {t('admin.tr.retry')}
            </button>
          </div>
        ) : loading && items.length === 0 ? (
          <p role="status">{t('admin.loading')}</p>
        ) : items.length === 0 ? (
          <p className="empty" role="status">
            {t('admin.tr.empty')}
          </p>
        ) : (
          <>
            <TranslationsTable items={items} flow={flow} />
            <Pager offset={offset} shown={items.length} total={total} onPage={(next) => flow.send({ type: 'translations.page', offset: next })} />
          </>
        )}
      </div>
      {editing && <EditDialog key={`${editing.locale}:${editing.key}`} flow={flow} item={items.find((item) => item.key === editing.key)!} locale={editing.locale} />}
    </section>
  );
}

function TranslationsTable({ items, flow }: { items: TranslationItem[]; flow: Flow }) {
  const { t } = useAdminI18n();
  const busy = useSelector(flow, (s) => !s.matches({ ready: 'idle' }));
  return (
    <table className="queue translations">
      <thead>
        <tr>
          <th scope="col">{t('admin.tr.key')}</th>
          {locales.map((locale) => (
            <th key={locale} scope="col">
              {t(`admin.tr.locale.${locale}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <th scope="row" data-label={t('admin.tr.key')}>
              <code>{item.key}</code>
            </th>
            {locales.map((locale) => {
              const text = item[locale];
              const language = t(`admin.tr.locale.${locale}`);
              return (
                <td key={locale} data-label={language} className={text.override !== null ? 'overridden' : undefined}>
                  {text.override !== null ? (
                    <>
                      <p className="override" lang={locale}>
                        <span className="tag">{t('admin.tr.override')}</span> {text.override}
                      </p>
                      <p className="built-in" lang={locale}>
                        <span className="tag">{t('admin.tr.builtIn')}</span> <s>{text.builtIn}</s>
                      </p>
                    </>
                  ) : (
                    <p lang={locale}>{text.builtIn}</p>
                  )}
                  <div className="row-actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('admin.tr.editLabel', { key: item.key, language })}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && flow.send({ type: 'translations.edit', key: item.key, locale })}
                    >
                      {t('admin.tr.edit')}
                    </button>
                    {text.override !== null && (
                      <button
                        type="button"
                        className="danger"
                        aria-label={t('admin.tr.removeLabel', { key: item.key, language })}
                        aria-disabled={busy || undefined}
                        onClick={() => !busy && flow.send({ type: 'translations.remove', key: item.key, locale })}
                      >
                        {t('admin.tr.remove')}
                      </button>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A native modal <dialog>: the built-in text, the text players will see, and the server's reason when it refuses. */
function EditDialog({ flow, item, locale }: { flow: Flow; item: TranslationItem; locale: TranslationLocale }) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const cancel = () => flow.send({ type: 'translations.cancel' });
  useModal(ref, cancel, opener);
  const saving = useSelector(flow, (s) => s.matches({ ready: 'saving' }));
  const refusal = useSelector(flow, (s) => s.context.problem);
  const rule = useSelector(flow, (s) => s.context.rule);
  const text = item[locale];
  const [value, setValue] = useState(text.override ?? text.builtIn);
  const names = placeholderList(text.builtIn);
  const language = t(`admin.tr.locale.${locale}`);
  const problem = rule ? t(`admin.tr.problem.${rule}`, { names: names || '—' }) : refusal;
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) flow.send({ type: 'translations.save', value });
        }}
      >
        <h2 id={titleId}>{t('admin.tr.dialogTitle', { key: item.key, language })}</h2>
        <p className="built-in-text">
          <span className="tag">{t('admin.tr.builtInText')}</span> <span lang={locale}>{text.builtIn}</span>
        </p>
        <label htmlFor={fieldId}>{t('admin.tr.newText')}</label>
        <textarea
          id={fieldId}
          lang={locale}
          rows={4}
          value={value}
          autoFocus
          aria-invalid={problem !== null || undefined}
          aria-describedby={[names ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {names && (
          <p id={hintId} className="hint">
            {t('admin.tr.placeholders', { names })}
          </p>
        )}
        {problem && (
          <p id={problemId} role="alert" className="field-error">
            {problem}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" aria-disabled={saving || value.trim() === '' || undefined}>
            {saving ? t('admin.tr.saving') : t('admin.tr.save')}
          </button>
          <button type="button" className="secondary" onClick={cancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
