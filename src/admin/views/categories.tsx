import { useEffect, useId, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { CATEGORY_NAME_MAX, CATEGORY_SLUG, CATEGORY_SLUG_MAX, categoryForm, newCategoryForm, type AdminCategory } from '../../../contracts/admin-catalogue';
import type { CategoryTextField } from '../../../machines/admin-categories.machine';
import { fieldErrors } from '../../../contracts/issues';
import { useAdminI18n } from '../i18n';
import { providedCategories } from '../provide';
import { TextField } from './form-fields';
import { EditDialog, LoadGate, RowActions } from './list-parts';
import { UploadField } from './written-fields';

type Flow = ReturnType<typeof useActorRef<typeof providedCategories>>;

const nameOf = (category: AdminCategory, locale: string) => (locale === 'en' ? category.nameEn : category.nameTr);

/** The Games screen's categories: their order, names, addresses, icon and games; new ones, edited, moved, hidden. */
export function Categories({ onChanged }: { onChanged: () => void }) {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedCategories);
  const titleId = useId();
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const categories = useSelector(flow, (s) => s.context.categories);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));
  const listed = useSelector(flow, (s) => s.matches({ ready: 'list' }));
  const changes = useSelector(flow, (s) => s.context.changes);
  const notify = useRef(onChanged);
  notify.current = onChanged;
  useEffect(() => {
    if (changes > 0) notify.current();
  }, [changes]);

  return (
    <section className="categories" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId}>{t('admin.categories.heading')}</h2>
      <p className="hint">{t('admin.categories.intro')}</p>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'categories.reload' })}>
        <p className="toolbar">
          <button type="button" className="primary" aria-disabled={!listed || undefined} onClick={() => listed && flow.send({ type: 'categories.new' })}>
            {t('admin.categories.new')}
          </button>
        </p>
        <CategoryTable categories={categories} flow={flow} />
      </LoadGate>
      {editing && <CategoryDialog flow={flow} />}
    </section>
  );
}

function CategoryTable({ categories, flow }: { categories: AdminCategory[]; flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">{t('admin.categories.name')}</th>
          <th scope="col">{t('admin.categories.address')}</th>
          <th scope="col">{t('admin.categories.games')}</th>
          <th scope="col">{t('admin.categories.status')}</th>
          <th scope="col">{t('admin.categories.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category, index) => {
          const name = nameOf(category, locale);
          return (
            <tr key={category.id} className={category.hidden ? 'off' : undefined}>
              <th scope="row" data-label={t('admin.categories.name')}>
                <img src={category.imageUrl} alt="" width={24} height={24} /> {name}
                <span className="hint"> ({locale === 'en' ? category.nameTr : category.nameEn})</span>
              </th>
              <td data-label={t('admin.categories.address')}>
                {category.slugList.map((slug, i) => (
                  <span key={slug}>
                    {i > 0 && ', '}
                    <code>/casino/{slug}</code>
                  </span>
                ))}
              </td>
              <td data-label={t('admin.categories.games')}>{category.size}</td>
              <td data-label={t('admin.categories.status')}>
                {t(category.hidden ? 'admin.categories.hiddenStatus' : 'admin.categories.shown')}
                {category.isLive && `, ${t('admin.categories.liveStatus')}`}
              </td>
              <RowActions
                name={name}
                index={index}
                count={categories.length}
                rowId={category.id}
                busy={busy}
                shown={!category.hidden}
                labels={{ edit: t('admin.categories.edit'), up: t('admin.categories.up'), down: t('admin.categories.down'), toggle: t(category.hidden ? 'admin.categories.show' : 'admin.categories.hide') }}
                onEdit={() => flow.send({ type: 'categories.rename', id: category.id })}
                onMove={(direction) => flow.send({ type: 'categories.move', id: category.id, direction })}
                onToggle={() => flow.send({ type: 'categories.toggle', id: category.id })}
              />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A new category or an existing one (its first address fixed): names, icon, extra addresses, live flag; a modal dialog. */
function CategoryDialog({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const liveHintId = useId();
  const category = useSelector(flow, (s) => s.context.categories.find((c) => c.id === s.context.editing) ?? null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const uploading = useSelector(flow, (s) => s.matches({ ready: { editing: 'uploading' } }));
  const uploadError = useSelector(flow, (s) => s.context.uploadError);
  const parsed = (category ? categoryForm : newCategoryForm).safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const slug = draft.slug.trim();
  const generatedIcon = CATEGORY_SLUG.test(slug) ? `/media/categories/${slug}.svg` : '';
  const field = (name: CategoryTextField) => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.field', field: name, value }),
    handleBlur: () => {},
  });

  return (
    <EditDialog
      narrow
      title={category ? t('admin.categories.editTitle', { name: nameOf(category, locale) }) : t('admin.categories.newTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.jackpots.save'), saving: t('admin.jackpots.saving') }}
    >
      {category ? (
        <p className="hint">{t('admin.categories.addressKept', { slug: category.slugList[0] ?? '' })}</p>
      ) : (
        <TextField
          field={field('slug')}
          label={t('admin.categories.slug')}
          hint={<p className="hint">{t('admin.categories.slugHint')}</p>}
          showError={attempted}
          maxLength={CATEGORY_SLUG_MAX}
          autoFocus
        />
      )}
      <TextField field={field('nameTr')} label={t('admin.categories.nameTr')} showError={attempted} maxLength={CATEGORY_NAME_MAX} autoFocus={category !== null} />
      <TextField field={field('nameEn')} label={t('admin.categories.nameEn')} showError={attempted} maxLength={CATEGORY_NAME_MAX} />
      <UploadField
        label={t('admin.categories.icon')}
        value={draft.imageUrl || generatedIcon}
        hint={t('admin.categories.iconHint')}
        uploading={uploading}
        busy={uploading || saving}
        error={uploadError}
        uploadFailed={uploadError !== null}
        onFile={(file) => flow.send({ type: 'draft.upload', file })}
        onClear={draft.imageUrl ? () => flow.send({ type: 'draft.generatedIcon' }) : undefined}
        clearLabel={t('admin.categories.generatedIcon')}
      />
      <TextField
        field={field('extraSlugs')}
        label={t('admin.categories.extraSlugs')}
        hint={<p className="hint">{t('admin.categories.extraSlugsHint')}</p>}
        showError={attempted}
        multiline
      />
      <div className="field">
        <label className="check">
          <input type="checkbox" checked={draft.isLive} aria-describedby={liveHintId} onChange={(event) => flow.send({ type: 'draft.live', value: event.target.checked })} />
          {t('admin.categories.live')}
        </label>
        <p className="hint" id={liveHintId}>
          {t('admin.categories.liveHint')}
        </p>
      </div>
    </EditDialog>
  );
}
