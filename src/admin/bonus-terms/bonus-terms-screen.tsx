import { useId, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { bonusTermsForm, type AdminBonus, type AdminBonusList, type BonusTermsForm, type BonusTermsTextField } from '../../../contracts/admin-bonuses';
import { BONUS_FREQUENCIES, WAGER_CATEGORIES, type BonusFrequency } from '../../../contracts/bonus-terms';
import { fieldErrors } from '../../../contracts/issues';
import type { adminBonusTermsMachine } from '../../../machines/admin-bonus-terms.machine';
import { useAdminI18n } from '../i18n';
import { TextField } from '../views/form-fields';
import { LoadGate } from '../views/list-parts';
import { ScreenHeading } from '../views/shell';
import { providedBonusTerms } from './provide';
import styles from './bonus-terms.module.css';

type Flow = ActorRefFrom<typeof adminBonusTermsMachine>;

/** Bonus terms: every bonus with its main terms; Edit terms opens its whole terms as a form. */
export function BonusTerms() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedBonusTerms);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const editing = useSelector(flow, (s) => s.context.editingId !== null && s.context.draft !== null);
  return (
    <section className="screen">
      <ScreenHeading>{t('admin.bonusTerms.heading')}</ScreenHeading>
      <p className="intro">{t('admin.bonusTerms.intro')}</p>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'bonusTerms.reload' })}>
        {editing ? <TermsForm flow={flow} /> : <BonusList flow={flow} />}
      </LoadGate>
    </section>
  );
}

function BonusList({ flow }: { flow: Flow }) {
  const bonuses = useSelector(flow, (s) => s.context.bonuses);
  return (
    <ul className={styles.list}>
      {bonuses.map((bonus) => (
        <BonusCard key={bonus.id} bonus={bonus} onEdit={() => flow.send({ type: 'bonusTerms.edit', id: bonus.id })} />
      ))}
    </ul>
  );
}

const titleOf = (bonus: AdminBonus, locale: string) => (locale === 'en' ? bonus.titleEn : bonus.titleTr);

function BonusCard({ bonus, onEdit }: { bonus: AdminBonus; onEdit: () => void }) {
  const { t, locale, money } = useAdminI18n();
  const id = useId();
  const title = titleOf(bonus, locale);
  const limit = (minor: number) => (minor > 0 ? money(minor / 100) : t('admin.bonusTerms.none'));
  return (
    <li className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h2 id={id}>{title}</h2>
        <span className="badge">{t(`admin.bonusTerms.kind.${bonus.kind}`)}</span>
        {!bonus.active && <span className="badge">{t('admin.bonusTerms.notOffered')}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('admin.bonusTerms.wagering')}</dt>
          <dd>{t('admin.bonusTerms.wageringValue', { times: bonus.wageringTimes, days: bonus.validDays })}</dd>
        </div>
        <div>
          <dt>{t('admin.bonusTerms.maxBet')}</dt>
          <dd>{limit(bonus.terms.maxBetMinor)}</dd>
        </div>
        <div>
          <dt>{t('admin.bonusTerms.maxCashout')}</dt>
          <dd>{limit(bonus.terms.maxCashoutMinor)}</dd>
        </div>
        <div>
          <dt>{t('admin.bonusTerms.frequency')}</dt>
          <dd>{t(`admin.bonusTerms.frequency.${bonus.terms.frequency}`)}</dd>
        </div>
      </dl>
      <button type="button" onClick={onEdit}>
        {t('admin.bonusTerms.edit')}
        <span className="visually-hidden"> {title}</span>
      </button>
    </li>
  );
}

function TermsForm({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const draft = useSelector(flow, (s) => s.context.draft!);
  const bonus = useSelector(flow, (s) => s.context.bonuses.find((b) => b.id === s.context.editingId)!);
  const games = useSelector(flow, (s) => s.context.games);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: 'saving' }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = bonusTermsForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const bound = (name: string, value: string, onChange: (value: string) => void) => ({
    name,
    state: { value, meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: onChange,
    handleBlur: () => {},
  });
  const text = (name: BonusTermsTextField) => bound(name, draft[name], (value) => flow.send({ type: 'bonusTerms.change', field: name, value }));
  const title = titleOf(bonus, locale);

  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={saving}
      aria-labelledby="bonus-terms-form"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'bonusTerms.save' });
      }}
    >
      <h2 id="bonus-terms-form">{t('admin.bonusTerms.editHeading', { title })}</h2>
      <fieldset className="group">
        <legend>{t('admin.bonusTerms.wageringGroup')}</legend>
        <p className="hint">{t('admin.bonusTerms.wageringTimesHint')}</p>
        <div className={styles.pair}>
          <TextField field={text('wageringTimes')} label={t('admin.bonusTerms.wageringTimes')} inputMode="numeric" showError={attempted} />
          <TextField field={text('validDays')} label={t('admin.bonusTerms.validDays')} inputMode="numeric" showError={attempted} />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('admin.bonusTerms.contributionsGroup')}</legend>
        <p className="hint">{t('admin.bonusTerms.contributionsHint')}</p>
        <div className={styles.percents}>
          {WAGER_CATEGORIES.map((category) => (
            <TextField
              key={category}
              field={bound(`contributions.${category}`, draft.contributions[category], (value) => flow.send({ type: 'bonusTerms.contribution', category, value }))}
              label={t(`admin.bonusTerms.category.${category}`)}
              inputMode="numeric"
              showError={attempted}
            />
          ))}
        </div>
        <TextField field={text('sportsMinOdds')} label={t('admin.bonusTerms.sportsMinOdds')} inputMode="decimal" showError={attempted} />
      </fieldset>
      <GameShares flow={flow} draft={draft} games={games} errors={attempted ? errors : {}} />
      <Exclusions flow={flow} draft={draft} games={games} />
      <fieldset className="group">
        <legend>{t('admin.bonusTerms.limitsGroup')}</legend>
        <TextField field={text('maxBet')} label={t('admin.bonusTerms.maxBetField')} inputMode="decimal" showError={attempted} hint={<p className="hint">{t('admin.bonusTerms.maxBetHint')}</p>} />
        <TextField field={text('maxCashout')} label={t('admin.bonusTerms.maxCashoutField')} inputMode="decimal" showError={attempted} hint={<p className="hint">{t('admin.bonusTerms.maxCashoutHint')}</p>} />
      </fieldset>
      <fieldset className="group">
        <legend>{t('admin.bonusTerms.takingGroup')}</legend>
        <Select
          label={t('admin.bonusTerms.frequency')}
          value={draft.frequency}
          options={BONUS_FREQUENCIES.map((f) => ({ value: f, label: t(`admin.bonusTerms.frequency.${f}`) }))}
          onChange={(value) => flow.send({ type: 'bonusTerms.frequency', value: value as BonusFrequency })}
        />
        <label className="check">
          <input type="checkbox" checked={draft.stacks} onChange={(event) => flow.send({ type: 'bonusTerms.stacks', value: event.target.checked })} />
          {t('admin.bonusTerms.stacks')}
        </label>
      </fieldset>
      {attempted && !parsed.success && (
        <p role="alert" className="alert">
          {t('admin.bonusTerms.invalid')}
        </p>
      )}
      {saveError && (
        <p role="alert" className="alert">
          {saveError}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="primary" aria-disabled={saving || undefined}>
          {t(saving ? 'admin.bonusTerms.saving' : 'admin.bonusTerms.save')}
        </button>
        <button type="button" className="secondary" onClick={() => flow.send({ type: 'bonusTerms.cancel' })}>
          {t('admin.bonusTerms.cancel')}
        </button>
      </div>
    </form>
  );
}

type Games = AdminBonusList['games'];

function GameShares({ flow, draft, games, errors }: { flow: Flow; draft: BonusTermsForm; games: Games; errors: Record<string, string> }) {
  const { t } = useAdminI18n();
  return (
    <fieldset className="group">
      <legend>{t('admin.bonusTerms.gamesGroup')}</legend>
      <p className="hint">{t('admin.bonusTerms.gamesHint')}</p>
      {draft.games.length === 0 && <p className="empty">{t('admin.bonusTerms.noGames')}</p>}
      <ul className={styles.rows}>
        {draft.games.map((row, index) => {
          const name = t('admin.bonusTerms.rowLabel', { number: index + 1 });
          return (
            <li key={index} className={styles.row} aria-label={name}>
              <Select
                label={t('admin.bonusTerms.game')}
                value={row.game}
                error={errors[`games.${index}.game`]}
                options={[{ value: '', label: t('admin.bonusTerms.chooseGame') }, ...games.map((g) => ({ value: String(g.id), label: g.name }))]}
                onChange={(game) => flow.send({ type: 'bonusTerms.gameChange', index, game })}
              />
              <TextField
                field={{
                  name: `games.${index}.percent`,
                  state: { value: row.percent, meta: { errors: errors[`games.${index}.percent`] ? [errors[`games.${index}.percent`]] : [], isTouched: true } },
                  handleChange: (percent) => flow.send({ type: 'bonusTerms.gameChange', index, percent }),
                  handleBlur: () => {},
                }}
                label={t('admin.bonusTerms.gamePercent')}
                inputMode="numeric"
                showError
              />
              <button type="button" className="secondary" onClick={() => flow.send({ type: 'bonusTerms.gameRemove', index })}>
                {t('admin.bonusTerms.remove')}
                <span className="visually-hidden"> {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="secondary" onClick={() => flow.send({ type: 'bonusTerms.gameAdd' })}>
        {t('admin.bonusTerms.addGame')}
      </button>
    </fieldset>
  );
}

function Exclusions({ flow, draft, games }: { flow: Flow; draft: BonusTermsForm; games: Games }) {
  const { t } = useAdminI18n();
  const [pick, setPick] = useState('');
  const nameOf = (id: string) => games.find((g) => String(g.id) === id)?.name ?? `#${id}`;
  const left = games.filter((g) => !draft.excludedGames.includes(String(g.id)));
  return (
    <fieldset className="group">
      <legend>{t('admin.bonusTerms.excludedGroup')}</legend>
      <p className="hint">{t('admin.bonusTerms.excludedHint')}</p>
      {draft.excludedGames.length === 0 ? (
        <p className="empty">{t('admin.bonusTerms.noExcluded')}</p>
      ) : (
        <ul className={styles.chips}>
          {draft.excludedGames.map((id) => (
            <li key={id}>
              <span>{nameOf(id)}</span>
              <button type="button" className="secondary" onClick={() => flow.send({ type: 'bonusTerms.excludeRemove', game: id })}>
                {t('admin.bonusTerms.remove')}
                <span className="visually-hidden"> {nameOf(id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <Select
          label={t('admin.bonusTerms.excludeGame')}
          value={pick}
          options={[{ value: '', label: t('admin.bonusTerms.chooseGame') }, ...left.map((g) => ({ value: String(g.id), label: g.name }))]}
          onChange={setPick}
        />
        <button
          type="button"
          className="secondary"
          aria-disabled={pick === '' || undefined}
          onClick={() => {
            if (pick === '') return;
            flow.send({ type: 'bonusTerms.excludeAdd', game: pick });
            setPick('');
          }}
        >
          {t('admin.bonusTerms.exclude')}
        </button>
      </div>
    </fieldset>
  );
}

function Select({ label, value, options, onChange, error }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
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
