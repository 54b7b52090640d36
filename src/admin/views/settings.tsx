import { useActorRef, useSelector } from '@xstate/react';
import { siteSettingsForm } from '../../../contracts/admin-content';
import { fieldErrors } from '../../../contracts/issues';
import type { SettingsTextField } from '../../../machines/admin-settings.machine';
import { useAdminI18n } from '../i18n';
import { providedSettings } from '../provide';
import { TextField } from './form-fields';
import { ScreenHeading } from './shell';

/** The site's settings: the domains the top banner names, the trial bonus in lira, and the site options. */
export function Settings() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedSettings);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: 'saving' }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = siteSettingsForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const bound = (name: string, value: string, onChange: (value: string) => void) => ({
    name,
    state: { value, meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: onChange,
    handleBlur: () => {},
  });
  const text = (name: SettingsTextField) => bound(name, draft[name], (value) => flow.send({ type: 'settings.change', field: name, value }));

  return (
    <section className="screen">
      <ScreenHeading>{t('admin.settings.heading')}</ScreenHeading>
      {loading ? (
        <p role="status">{t('admin.loading')}</p>
      ) : error ? (
        <div role="alert" className="alert">
          <p>{error}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'settings.reload' })}>
            {t('admin.payments.retry')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="settings-form"
          aria-busy={saving}
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'settings.save' });
          }}
        >
          <fieldset className="group">
            <legend>{t('admin.settings.domains')}</legend>
            <TextField field={text('domainCurrent')} label={t('admin.settings.domainCurrent')} showError={attempted} />
            <TextField field={text('domainNext')} label={t('admin.settings.domainNext')} showError={attempted} hint={<p className="hint">{t('admin.settings.domainHint')}</p>} />
          </fieldset>
          <fieldset className="group">
            <legend>{t('admin.settings.bonus')}</legend>
            <TextField field={text('trialBonus')} label={t('admin.settings.trialBonus')} showError={attempted} hint={<p className="hint">{t('admin.settings.trialBonusHint')}</p>} />
          </fieldset>
          <fieldset className="group">
            <legend>{t('admin.settings.jackpot')}</legend>
            <TextField field={text('egyptQuest')} label={t('admin.settings.egyptQuest')} showError={attempted} hint={<p className="hint">{t('admin.settings.egyptQuestHint')}</p>} />
          </fieldset>
          <fieldset className="group">
            <legend>{t('admin.settings.options')}</legend>
            <p className="hint">{t('admin.settings.optionsHint')}</p>
            {draft.options.map((option, index) => {
              const name = t(`admin.settings.option.${option.key}`);
              return (
                <div key={option.key} className="option">
                  <TextField field={bound(`options.${index}.value`, option.value, (value) => flow.send({ type: 'settings.option', key: option.key, value }))} label={name} showError={attempted} />
                  <label className="check">
                    <input type="checkbox" checked={option.status} onChange={(event) => flow.send({ type: 'settings.optionStatus', key: option.key, status: event.target.checked })} />
                    {t('admin.settings.optionOn')}
                    <span className="visually-hidden"> {name}</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
          {saveError && (
            <p role="alert" className="alert">
              {saveError}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" aria-disabled={saving || undefined}>
              {t(saving ? 'admin.banners.saving' : 'admin.settings.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
