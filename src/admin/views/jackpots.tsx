import { useActorRef, useSelector } from '@xstate/react';
import { jackpotCreateForm, jackpotForm, jackpotLevelForm, type AdminJackpotCard, type JackpotCreateForm, type JackpotLevelForm } from '../../../contracts/admin-jackpots';
import { fieldErrors } from '../../../contracts/issues';
import type { JackpotLevelField } from '../../../machines/admin-jackpots.machine';
import { useAdminI18n } from '../i18n';
import { providedJackpots } from '../provide';
import { TextField } from './form-fields';
import { EditDialog, LoadGate, RowActions } from './list-parts';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedJackpots>>;

const cardName = (card: AdminJackpotCard, locale: string) => (locale === 'en' ? card.nameEn : card.nameTr) || card.instanceName;

/** The jackpot cards of the home page: their levels' amounts and names, in order, hidden or shown. */
export function Jackpots() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedJackpots);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  const cards = useSelector(flow, (s) => s.context.cards);
  const editing = useSelector(flow, (s) => s.matches({ ready: 'editing' }));
  const creatingCard = useSelector(flow, (s) => s.matches({ ready: 'newCard' }));
  const creatingLevel = useSelector(flow, (s) => s.matches({ ready: 'newLevel' }));
  const listed = useSelector(flow, (s) => s.matches({ ready: 'list' }));

  return (
    <section className="screen" aria-labelledby="jackpots-heading" aria-busy={loading}>
      <div id="jackpots-heading">
        <ScreenHeading>{t('admin.jackpots.heading')}</ScreenHeading>
      </div>
      <p className="hint">{t('admin.jackpots.intro')}</p>
      <LoadGate loading={loading} error={error} onRetry={() => flow.send({ type: 'jackpots.reload' })}>
        <p className="actions">
          <button type="button" className="primary" aria-disabled={!listed || undefined} onClick={() => listed && flow.send({ type: 'jackpots.new' })}>
            {t('admin.jackpots.new')}
          </button>
        </p>
        {cards.length === 0 ? <p className="empty">{t('admin.jackpots.empty')}</p> : <CardTable cards={cards} flow={flow} />}
      </LoadGate>
      {editing && <JackpotDialog flow={flow} />}
      {creatingCard && <NewCardDialog flow={flow} />}
      {creatingLevel && <NewLevelDialog flow={flow} />}
    </section>
  );
}

function CardTable({ cards, flow }: { cards: AdminJackpotCard[]; flow: Flow }) {
  const { t, locale, money } = useAdminI18n();
  const busy = useSelector(flow, (s) => (s.matches({ ready: 'list' }) ? null : (s.context.busy ?? -1)));
  const waiting = busy !== null || undefined;
  return (
    <table className="queue">
      <thead>
        <tr>
          <th scope="col">{t('admin.jackpots.card')}</th>
          <th scope="col">{t('admin.jackpots.levels')}</th>
          <th scope="col">{t('admin.jackpots.status')}</th>
          <th scope="col">{t('admin.jackpots.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card, index) => {
          const name = cardName(card, locale);
          return (
            <tr key={card.id} className={card.hidden ? 'off' : undefined}>
              <th scope="row" data-label={t('admin.jackpots.card')}>
                {name}
                {name !== card.instanceName && <span className="hint"> ({card.instanceName})</span>}
              </th>
              <td data-label={t('admin.jackpots.levels')}>
                <dl className="levels">
                  {card.levels.map((level) => {
                    const levelName = (locale === 'en' ? level.nameEn : level.nameTr) || t('admin.jackpots.level', { level: level.level });
                    return (
                      <div key={level.level} className={level.hidden ? 'off' : undefined}>
                        <dt>
                          {levelName}
                          {level.hidden && <span className="hint"> · {t('admin.jackpots.hiddenStatus')}</span>}
                        </dt>
                        <dd>
                          {money(level.amountMinor / 100)}{' '}
                          <button
                            type="button"
                            className="secondary small"
                            aria-disabled={waiting}
                            aria-busy={busy === card.id || undefined}
                            onClick={() => busy === null && flow.send({ type: 'jackpots.levelToggle', id: card.id, level: level.level })}
                          >
                            {t(level.hidden ? 'admin.jackpots.show' : 'admin.jackpots.hide')}
                            <span className="visually-hidden"> {t('admin.jackpots.levelOf', { level: levelName, name })}</span>
                          </button>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </td>
              <td data-label={t('admin.jackpots.status')}>
                {t(card.hidden ? 'admin.jackpots.hiddenStatus' : 'admin.jackpots.shown')}
                {!card.shownOnSite && <span className="hint"> · {t('admin.jackpots.notOnSite')}</span>}
              </td>
              <RowActions
                name={name}
                index={index}
                count={cards.length}
                rowId={card.id}
                busy={busy}
                shown={!card.hidden}
                labels={{ edit: t('admin.jackpots.edit'), up: t('admin.jackpots.up'), down: t('admin.jackpots.down'), toggle: t(card.hidden ? 'admin.jackpots.show' : 'admin.jackpots.hide') }}
                onEdit={() => flow.send({ type: 'jackpots.edit', id: card.id })}
                onMove={(direction) => flow.send({ type: 'jackpots.move', id: card.id, direction })}
                onToggle={() => flow.send({ type: 'jackpots.toggle', id: card.id })}
              >
                <button type="button" className="secondary" aria-disabled={waiting} onClick={() => busy === null && flow.send({ type: 'jackpots.newLevel', id: card.id })}>
                  {t('admin.jackpots.newLevel')}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </RowActions>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The card's form as a modal dialog; levels are moved inside it and saved together. */
function JackpotDialog({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const card = useSelector(flow, (s) => s.context.cards.find((c) => c.id === s.context.editing) ?? null);
  const draft = useSelector(flow, (s) => s.context.draft);
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { editing: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  const parsed = jackpotForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const errorOf = (path: string) => (attempted && errors[path] ? [errors[path]] : []);
  const nameField = (name: 'nameTr' | 'nameEn') => ({
    name,
    state: { value: draft[name], meta: { errors: errorOf(name), isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.name', field: name, value }),
    handleBlur: () => {},
  });
  const levelField = (index: number, name: JackpotLevelField) => ({
    name: `levels.${index}.${name}`,
    state: { value: draft.levels[index][name], meta: { errors: errorOf(`levels.${index}.${name}`), isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'draft.level', index, field: name, value }),
    handleBlur: () => {},
  });

  return (
    <EditDialog
      title={t('admin.jackpots.editTitle', { name: card ? cardName(card, locale) : '' })}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.jackpots.save'), saving: t('admin.jackpots.saving') }}
    >
      <p className="hint">{t('admin.jackpots.nameHint')}</p>
      <TextField field={nameField('nameTr')} label={t('admin.jackpots.nameTr')} showError={attempted} maxLength={60} autoFocus />
      <TextField field={nameField('nameEn')} label={t('admin.jackpots.nameEn')} showError={attempted} maxLength={60} />
      {draft.levels.map((level, index) => (
        <fieldset key={level.level} className="level">
          <legend>
            {t('admin.jackpots.level', { level: level.level })}
            {card?.levels.find((l) => l.level === level.level)?.hidden && <span className="hint"> · {t('admin.jackpots.hiddenStatus')}</span>}
          </legend>
          <TextField field={levelField(index, 'amount')} label={t('admin.jackpots.amount', { level: level.level })} showError={attempted} inputMode="decimal" />
          <TextField field={levelField(index, 'nameTr')} label={t('admin.jackpots.levelNameTr', { level: level.level })} showError={attempted} maxLength={60} />
          <TextField field={levelField(index, 'nameEn')} label={t('admin.jackpots.levelNameEn', { level: level.level })} showError={attempted} maxLength={60} />
          <div className="actions">
            <button type="button" className="secondary" aria-disabled={index === 0 || undefined} onClick={() => index > 0 && flow.send({ type: 'draft.levelMove', index, direction: 'up' })}>
              {t('admin.jackpots.levelUp', { level: level.level })}
            </button>
            <button
              type="button"
              className="secondary"
              aria-disabled={index === draft.levels.length - 1 || undefined}
              onClick={() => index < draft.levels.length - 1 && flow.send({ type: 'draft.levelMove', index, direction: 'down' })}
            >
              {t('admin.jackpots.levelDown', { level: level.level })}
            </button>
          </div>
        </fieldset>
      ))}
    </EditDialog>
  );
}

function useFormDialog(flow: Flow) {
  const attempted = useSelector(flow, (s) => s.context.attempted);
  const saving = useSelector(flow, (s) => s.matches({ ready: { newCard: 'saving' } }) || s.matches({ ready: { newLevel: 'saving' } }));
  const saveError = useSelector(flow, (s) => s.context.saveError);
  return { attempted, saving, saveError };
}

/** "New jackpot": the provider's instance name and the names players see. */
function NewCardDialog({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const { attempted, saving, saveError } = useFormDialog(flow);
  const draft = useSelector(flow, (s) => s.context.newCard);
  const parsed = jackpotCreateForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const field = (name: keyof JackpotCreateForm) => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'newCard.field', field: name, value }),
    handleBlur: () => {},
  });
  return (
    <EditDialog
      narrow
      title={t('admin.jackpots.newTitle')}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.jackpots.add'), saving: t('admin.jackpots.saving') }}
    >
      <TextField field={field('instanceName')} label={t('admin.jackpots.instanceName')} hint={<p className="hint">{t('admin.jackpots.instanceHint')}</p>} showError={attempted} maxLength={60} autoFocus />
      <TextField field={field('nameTr')} label={t('admin.jackpots.nameTr')} showError={attempted} maxLength={60} />
      <TextField field={field('nameEn')} label={t('admin.jackpots.nameEn')} showError={attempted} maxLength={60} />
    </EditDialog>
  );
}

/** "New level" on a card: its code, names and amount in lira. */
function NewLevelDialog({ flow }: { flow: Flow }) {
  const { t, locale } = useAdminI18n();
  const { attempted, saving, saveError } = useFormDialog(flow);
  const card = useSelector(flow, (s) => s.context.cards.find((c) => c.id === s.context.levelFor) ?? null);
  const draft = useSelector(flow, (s) => s.context.newLevel);
  const parsed = jackpotLevelForm.safeParse(draft);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, t);
  const field = (name: keyof JackpotLevelForm) => ({
    name,
    state: { value: draft[name], meta: { errors: attempted && errors[name] ? [errors[name]] : [], isTouched: attempted } },
    handleChange: (value: string) => flow.send({ type: 'newLevel.field', field: name, value }),
    handleBlur: () => {},
  });
  return (
    <EditDialog
      narrow
      title={t('admin.jackpots.newLevelTitle', { name: card ? cardName(card, locale) : '' })}
      saving={saving}
      saveError={saveError}
      onSave={() => flow.send({ type: 'draft.save' })}
      onCancel={() => flow.send({ type: 'draft.cancel' })}
      labels={{ save: t('admin.jackpots.add'), saving: t('admin.jackpots.saving') }}
    >
      <p className="hint">{t('admin.jackpots.newLevelHint')}</p>
      <TextField field={field('level')} label={t('admin.jackpots.levelCode')} showError={attempted} maxLength={20} autoFocus />
      <TextField field={field('amount')} label={t('admin.jackpots.newAmount')} showError={attempted} inputMode="decimal" />
      <TextField field={field('nameTr')} label={t('admin.jackpots.nameTr')} showError={attempted} maxLength={60} />
      <TextField field={field('nameEn')} label={t('admin.jackpots.nameEn')} showError={attempted} maxLength={60} />
    </EditDialog>
  );
}
