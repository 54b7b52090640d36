import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AdminJackpotCard } from '../contracts/admin-jackpots';
import { adminJackpotsMachine } from '../machines/admin-jackpots.machine';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's jackpot cards (product: Back office, jackpots: new cards and levels too) against a user-level
 * model written from what an operator expects, not from the machine: the cards shown are always the server's
 * (its list, then each change it accepted, as it answered it); the edit form opens with the card's names and its
 * amounts in lira, and what is saved is what the form shows (amounts in kuruş); a refused save keeps the dialog
 * with the server's reason and changes nothing; an invalid form sends nothing; one call at a time, and a dialog
 * being saved stays until the server answers (closing it cannot tell the operator whether it was saved).
 */
type Level = AdminJackpotCard['levels'][number];
const level = (code: string, amountMinor: number, hidden = false): Level => ({ level: code, nameTr: '', nameEn: '', amountMinor, hidden });
const highCash: AdminJackpotCard = {
  id: 1, instanceName: 'High Cash', nameTr: 'Büyük Para', nameEn: 'High Cash', position: 0, hidden: false, shownOnSite: true,
  levels: [level('I', 128_456_745), level('II', 2_500_000), level('III', 150_000), level('IV', 5_000)],
};
const clover: AdminJackpotCard = {
  id: 2, instanceName: 'Clover Chance', nameTr: '', nameEn: '', position: 1, hidden: false, shownOnSite: true,
  levels: [level('I', 90_000_000), level('II', 1_000_000), level('III', 100_000), level('IV', 2_000)],
};
const listed = { cards: [highCash, clover] };

// What the server answers to each change (its own view of the card after it).
const saved: AdminJackpotCard = { ...highCash, nameTr: 'Dev Para', levels: [{ ...highCash.levels[0]!, amountMinor: 250_050 }, ...highCash.levels.slice(1)] };
const hiddenCard: AdminJackpotCard = { ...highCash, hidden: true };
const levelHidden: AdminJackpotCard = { ...highCash, shownOnSite: false, levels: highCash.levels.map((l) => (l.level === 'II' ? { ...l, hidden: true } : l)) };
const withLevelV: AdminJackpotCard = { ...highCash, shownOnSite: false, levels: [...highCash.levels, level('V', 1_000)] };
const created: AdminJackpotCard = { id: 3, instanceName: 'Mega Fortune', nameTr: '', nameEn: '', position: 2, hidden: false, shownOnSite: false, levels: [] };
const movedUp = { cards: [{ ...clover, position: 0 }, { ...highCash, position: 1 }] };

const SAVED = 'Jackpot kaydedildi.';
const REFUSED = 'Seviye kodu bu kartta zaten var.';
const NOT_REACHED = 'Sunucuya ulaşılamadı.';

const edit = { type: 'jackpots.edit', id: 1 } as const;
const newCard = { type: 'jackpots.new' } as const;
const newLevel = { type: 'jackpots.newLevel', id: 1 } as const;
const hideLevel = { type: 'jackpots.levelToggle', id: 1, level: 'II' } as const;
const moveUp = { type: 'jackpots.move', id: 2, direction: 'up' } as const;
const hide = { type: 'jackpots.toggle', id: 1 } as const;
const amountI = { type: 'draft.level', index: 0, field: 'amount', value: '2.500,50' } as const;
const badAmount = { type: 'draft.level', index: 0, field: 'amount', value: '12,345' } as const;
const renamed = { type: 'draft.name', field: 'nameTr', value: 'Dev Para' } as const;
const instance = { type: 'newCard.field', field: 'instanceName', value: '  Mega Fortune ' } as const;
const levelCode = { type: 'newLevel.field', field: 'level', value: 'V' } as const;
const levelAmount = { type: 'newLevel.field', field: 'amount', value: '10' } as const;
const save = { type: 'draft.save' } as const;
const cancel = { type: 'draft.cancel' } as const;

const events = ownEvents({
  'jackpots.edit': [edit as never],
  'jackpots.newLevel': [newLevel as never],
  'jackpots.levelToggle': [hideLevel as never],
  'jackpots.move': [moveUp as never],
  'jackpots.toggle': [hide as never],
  'draft.level': [amountI as never, badAmount as never],
  'draft.name': [renamed as never],
  'draft.levelMove': [],
  'newCard.field': [instance as never],
  'newLevel.field': [levelCode as never, levelAmount as never],
  'xstate.done.actor.loadJackpots': [{ type: 'xstate.done.actor.loadJackpots', output: listed } as never],
  'xstate.error.actor.loadJackpots': [{ type: 'xstate.error.actor.loadJackpots', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.save': [{ type: 'xstate.done.actor.save', output: { card: saved, message: SAVED } } as never],
  'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: new Error(REFUSED) } as never],
  'xstate.done.actor.move': [{ type: 'xstate.done.actor.move', output: { list: movedUp, message: SAVED } } as never],
  'xstate.error.actor.move': [{ type: 'xstate.error.actor.move', error: new Error(REFUSED) } as never],
  'xstate.done.actor.setHidden': [{ type: 'xstate.done.actor.setHidden', output: { card: hiddenCard, message: SAVED } } as never],
  'xstate.error.actor.setHidden': [{ type: 'xstate.error.actor.setHidden', error: new Error(REFUSED) } as never],
  'xstate.done.actor.setLevelHidden': [{ type: 'xstate.done.actor.setLevelHidden', output: { card: levelHidden, message: SAVED } } as never],
  'xstate.error.actor.setLevelHidden': [{ type: 'xstate.error.actor.setLevelHidden', error: new Error(REFUSED) } as never],
  'xstate.done.actor.createCard': [{ type: 'xstate.done.actor.createCard', output: { card: created, message: SAVED } } as never],
  'xstate.error.actor.createCard': [{ type: 'xstate.error.actor.createCard', error: new Error(REFUSED) } as never],
  'xstate.done.actor.createLevel': [{ type: 'xstate.done.actor.createLevel', output: { card: withLevelV, message: SAVED } } as never],
  'xstate.error.actor.createLevel': [{ type: 'xstate.error.actor.createLevel', error: new Error(REFUSED) } as never],
});

const CALLS = ['loadJackpots', 'save', 'move', 'setHidden', 'setLevelHidden', 'createCard', 'createLevel'];
const CHANGES = CALLS.slice(1);

/** The model's own reading of the server: its list, then every change it accepted, in the order it answered. */
function serverCards(live: Live): AdminJackpotCard[] {
  let cards: AdminJackpotCard[] = [];
  for (const request of live.requests) {
    if (request.answered?.how !== 'resolve') continue;
    const value = request.answered.value as { cards?: AdminJackpotCard[]; list?: { cards: AdminJackpotCard[] }; card?: AdminJackpotCard };
    if (request.src === 'loadJackpots') cards = value.cards!;
    else if (request.src === 'move') cards = value.list!.cards;
    else if (request.src === 'createCard') cards = [...cards, value.card!];
    else cards = cards.map((c) => (c.id === value.card!.id ? value.card! : c));
  }
  return cards;
}

/** Lira as the form shows it: two decimals, a comma (1284567,45). */
const liraText = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  const out = CALLS.flatMap((src) => inFlight(live, src).map((r) => ({ src, input: r.input as never })));
  return {
    open: snapshot.status === 'active',
    out,
    changesOut: out.filter((c) => CHANGES.includes(c.src)),
    loads: live.requests.filter((r) => r.src === 'loadJackpots').length,
    sent: live.requests.filter((r) => CHANGES.includes(r.src)).map((r) => ({ src: r.src, input: r.input as never })),
    server: serverCards(live),
    everLoaded: live.requests.some((r) => r.src === 'loadJackpots' && r.answered?.how === 'resolve'),
    // What the view reads.
    loading: snapshot.matches('loading') as boolean,
    failed: snapshot.matches('failed') ? (context.error as string | null) : null,
    cards: context.cards as AdminJackpotCard[],
    dialog: snapshot.matches({ ready: 'editing' }) ? 'edit' : snapshot.matches({ ready: 'newCard' }) ? 'new card' : snapshot.matches({ ready: 'newLevel' }) ? 'new level' : null,
    editingCard: context.editing as number | null,
    levelFor: context.levelFor as number | null,
    draft: context.draft as { nameTr: string; nameEn: string; levels: Array<{ level: string; nameTr: string; nameEn: string; amount: string }> },
    newCard: context.newCard as Record<string, string>,
    newLevel: context.newLevel as Record<string, string>,
    attempted: context.attempted as boolean,
    saveError: context.saveError as string | null,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const situation = (o: Observed) => {
  if (!o.open) return 'dead screen';
  if (o.loading || o.out.some((c) => c.src === 'loadJackpots')) return 'loading';
  if (o.failed !== null) return 'failed';
  const change = o.changesOut[0]?.src;
  if (o.dialog === 'edit') return change === 'save' ? 'saving card' : 'edit form';
  if (o.dialog === 'new card') return change === 'createCard' ? 'adding card' : 'new card form';
  if (o.dialog === 'new level') return change === 'createLevel' ? 'adding level' : 'new level form';
  return change ? 'card busy' : 'list';
};

const nothingSent: Rule<Observed>['check'] = (after, before) => expect(after.sent, 'nothing is sent').toEqual(before.sent);
const unchanged: Rule<Observed>['check'] = (after, before) => expect(after.cards, 'the cards stay as they were').toEqual(before.cards);

/** Lira text of the form to kuruş, as an operator reads it (thousands with dots, decimals after a comma). */
const kurus = (text: string) => Math.round(Number(text.trim().replace(/\./g, '').replace(',', '.')) * 100);

const inList: Array<Rule<Observed>> = [
  {
    act: send(edit, 'edit High Cash'),
    then: 'edit form',
    check: (after) => {
      const card = after.server.find((c) => c.id === 1)!;
      expect(after.editingCard).toBe(1);
      expect(after.draft, 'the form shows the card as the server has it, amounts in lira').toEqual({
        nameTr: card.nameTr,
        nameEn: card.nameEn,
        levels: card.levels.map((l) => ({ level: l.level, nameTr: l.nameTr, nameEn: l.nameEn, amount: liraText(l.amountMinor) })),
      });
      expect(after.saveError, 'no reason left from before').toBeNull();
      expect(after.attempted).toBe(false);
    },
  },
  { act: send({ type: 'jackpots.edit', id: 99 }, 'edit a card that is not listed'), then: 'list', check: nothingSent },
  {
    act: send(newCard, 'New jackpot'),
    then: 'new card form',
    check: (after) => {
      expect(after.newCard, 'an empty form').toEqual({ instanceName: '', nameTr: '', nameEn: '' });
      expect(after.saveError).toBeNull();
    },
  },
  {
    act: send(newLevel, 'New level on High Cash'),
    then: 'new level form',
    check: (after) => {
      expect(after.newLevel, 'an empty form').toEqual({ level: '', nameTr: '', nameEn: '', amount: '' });
      expect(after.levelFor).toBe(1);
      expect(after.saveError).toBeNull();
    },
  },
  {
    act: send(hideLevel, 'hide level II of High Cash'),
    then: 'card busy',
    check: (after, before) => {
      const shown = before.server.find((c) => c.id === 1)!.levels.find((l) => l.level === 'II')!;
      expect(after.changesOut).toEqual([{ src: 'setLevelHidden', input: { id: 1, level: 'II', hidden: !shown.hidden } }]);
    },
  },
  { act: send({ type: 'jackpots.levelToggle', id: 1, level: 'IX' }, 'hide a level the card does not have'), then: 'list', check: nothingSent },
  {
    act: send(moveUp, 'move Clover Chance up'),
    then: 'card busy',
    check: (after) => expect(after.changesOut).toEqual([{ src: 'move', input: { id: 2, direction: 'up' } }]),
  },
  {
    act: send(hide, 'hide High Cash'),
    then: 'card busy',
    check: (after, before) =>
      expect(after.changesOut).toEqual([{ src: 'setHidden', input: { id: 1, hidden: !before.server.find((c) => c.id === 1)!.hidden } }]),
  },
  {
    act: send({ type: 'jackpots.reload' }, 'read the cards again'),
    then: 'loading',
    check: (after, before) => expect(after.loads).toBe(before.loads + 1),
  },
];

const acceptedChange = (src: string, output: unknown): Rule<Observed> => ({
  act: answer(src, output),
  then: 'list',
  check: (after) => {
    expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
    expect(after.dialog, 'the dialog closes').toBeNull();
  },
});
const refusedDialog = (src: string, form: string): Rule<Observed> => ({
  act: fail(src, new Error(REFUSED)),
  then: form,
  check: (after, before) => {
    expect(after.saveError, 'the dialog shows the server\'s reason').toBe(REFUSED);
    expect(after.draft, 'what was typed stays').toEqual(before.draft);
    expect(after.newCard).toEqual(before.newCard);
    expect(after.newLevel).toEqual(before.newLevel);
    unchanged(after, before, undefined as never);
  },
});
/** While a dialog is saved: no second save, and it stays open until the server answers. */
const whileSaving = (situationName: string): Array<Rule<Observed>> => [
  { act: send(save, 'Save again while saving'), then: situationName, check: (after, before) => expect(after.sent, 'one save at a time').toEqual(before.sent) },
  { act: send(cancel, 'Cancel while saving'), then: situationName, check: (after, before) => expect(after.changesOut, 'the save is not dropped').toEqual(before.changesOut) },
];
const formRules = (form: string, filled: Rule<Observed>['act'], sending: string, sentAs: (before: Observed) => unknown, src: string): Array<Rule<Observed>> => [
  {
    act: seq(filled, send(save, 'Save')),
    then: sending,
    check: (after, before) => {
      expect(after.changesOut.map((c) => c.src)).toEqual([src]);
      expect(after.changesOut[0]!.input, 'what is sent is what the form shows').toEqual(sentAs(before));
      expect(after.saveError).toBeNull();
    },
  },
  { act: send(cancel, 'Cancel'), then: 'list', check: (after, before) => { nothingSent(after, before, undefined as never); unchanged(after, before, undefined as never); } },
];

const spec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    expect(o.out.length, 'one call at a time').toBeLessThanOrEqual(1);
    // The heart of it: the cards shown are the server's, as it answered.
    expect(o.cards, 'the cards shown are the server\'s').toEqual(o.server);
    if (o.failed !== null) expect(o.failed, 'a failure is shown with its reason').toBe(NOT_REACHED);
  },
  optional: ['dead screen'],
  rules: {
    'dead screen': [],
    loading: [
      { act: answer('loadJackpots', listed), then: 'list', check: (after) => expect(after.cards.map((c) => c.instanceName)).toEqual(['High Cash', 'Clover Chance']) },
      { act: fail('loadJackpots', new Error(NOT_REACHED)), then: 'failed' },
    ],
    failed: [
      { act: send({ type: 'jackpots.reload' }, 'try again'), then: 'loading', check: (after, before) => expect(after.loads).toBe(before.loads + 1) },
    ],
    list: inList,
    'card busy': [
      {
        act: { label: 'the server accepts', run: async (live) => {
          const [call] = inFlight(live, 'move').length ? ['move'] : inFlight(live, 'setHidden').length ? ['setHidden'] : ['setLevelHidden'];
          const output = call === 'move' ? { list: movedUp, message: SAVED } : { card: call === 'setHidden' ? hiddenCard : levelHidden, message: SAVED };
          await answer(call, output).run(live);
        } },
        then: 'list',
        check: (after) => expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED }),
      },
      {
        act: { label: 'the server refuses', run: async (live) => {
          const call = ['move', 'setHidden', 'setLevelHidden'].find((src) => inFlight(live, src).length)!;
          await fail(call, new Error(REFUSED)).run(live);
        } },
        then: 'list',
        check: (after, before) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: REFUSED });
          unchanged(after, before, undefined as never);
        },
      },
      { act: send(edit, 'edit while a card is busy'), then: 'card busy', check: nothingSent },
      { act: send(hide, 'hide while a card is busy'), then: 'card busy', check: nothingSent },
    ],
    'edit form': [
      ...formRules(
        'edit form',
        seq(send(renamed, 'rename to “Dev Para”'), send(amountI, 'level I: 2.500,50')),
        'saving card',
        (before) => ({
          id: 1,
          body: {
            nameTr: 'Dev Para',
            nameEn: before.draft.nameEn,
            levels: before.draft.levels.map((l, i) => ({ level: l.level, nameTr: l.nameTr, nameEn: l.nameEn, amountMinor: i === 0 ? 250_050 : kurus(l.amount) })),
          },
        }),
        'save',
      ),
      {
        act: seq(send(badAmount, 'level I: 12,345'), send(save, 'Save')),
        then: 'edit form',
        check: (after, before) => {
          nothingSent(after, before, undefined as never);
          expect(after.attempted, 'the form shows what is wrong').toBe(true);
        },
      },
      {
        act: seq(send({ type: 'draft.levelMove', index: 0, direction: 'down' }, 'level I down'), send(save, 'Save')),
        then: (before) => (before.draft.levels.every((l) => /^(\d{1,3}(\.\d{3})*|\d+)(,\d{1,2})?$/.test(l.amount)) ? 'saving card' : 'edit form'),
        check: (after, before) => {
          if (!after.changesOut.length) return;
          const [first, second, ...rest] = before.draft.levels;
          expect((after.changesOut[0]!.input as { body: { levels: Array<{ level: string }> } }).body.levels.map((l) => l.level), 'in the order the form shows').toEqual(
            [second!, first!, ...rest].map((l) => l.level),
          );
        },
      },
    ],
    'saving card': [
      {
        ...acceptedChange('save', { card: saved, message: SAVED }),
        check: (after) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
          expect(after.cards.find((c) => c.id === 1), 'the card as the server saved it').toEqual(saved);
        },
      },
      refusedDialog('save', 'edit form'),
      ...whileSaving('saving card'),
    ],
    'new card form': [
      ...formRules('new card form', send(instance, 'instance “Mega Fortune”'), 'adding card', (before) => ({ instanceName: 'Mega Fortune', nameTr: before.newCard.nameTr, nameEn: before.newCard.nameEn }), 'createCard'),
      {
        act: seq(send({ type: 'newCard.field', field: 'instanceName', value: '   ' }, 'instance left blank'), send(save, 'Save')),
        then: 'new card form',
        check: (after, before) => {
          nothingSent(after, before, undefined as never);
          expect(after.attempted).toBe(true);
        },
      },
    ],
    'adding card': [
      {
        ...acceptedChange('createCard', { card: created, message: SAVED }),
        check: (after) => expect(after.cards.at(-1), 'the new card goes last').toEqual(created),
      },
      refusedDialog('createCard', 'new card form'),
      ...whileSaving('adding card'),
    ],
    'new level form': [
      ...formRules(
        'new level form',
        seq(send(levelCode, 'code V'), send(levelAmount, 'amount 10')),
        'adding level',
        (before) => ({ id: 1, body: { level: 'V', nameTr: before.newLevel.nameTr, nameEn: before.newLevel.nameEn, amountMinor: 1_000 } }),
        'createLevel',
      ),
      {
        act: seq(send(levelCode, 'code V'), send({ type: 'newLevel.field', field: 'amount', value: 'on' }, 'amount “on”'), send(save, 'Save')),
        then: 'new level form',
        check: (after, before) => {
          nothingSent(after, before, undefined as never);
          expect(after.attempted).toBe(true);
        },
      },
    ],
    'adding level': [
      {
        ...acceptedChange('createLevel', { card: withLevelV, message: SAVED }),
        check: (after) => expect(after.cards.find((c) => c.id === 1)!.levels.at(-1)!.level, 'the level goes last').toBe('V'),
      },
      refusedDialog('createLevel', 'new level form'),
      ...whileSaving('adding level'),
    ],
  },
};

describe('back office jackpots: user-level model', () => {
  it('every path agrees with the model', async () => {
    // A state is its value and what the operator can tell apart: the cards listed, the form's contents, a reason shown.
    // A form's contents only count while it is open; a card added twice is the same list to tell apart.
    const serializeState = (s: ReturnType<typeof adminJackpotsMachine.getInitialSnapshot>) =>
      JSON.stringify([
        s.value,
        [...new Set(s.context.cards.map((c) => JSON.stringify(c)))],
        s.matches({ ready: 'editing' }) ? s.context.draft : null,
        s.matches({ ready: 'newCard' }) ? s.context.newCard : null,
        s.matches({ ready: 'newLevel' }) ? s.context.newLevel : null,
        s.matches('ready') && !s.matches({ ready: 'list' }) ? [s.context.saveError, s.context.attempted] : null,
      ]);
    const paths = getShortestPaths(withParentSink(adminJackpotsMachine), { events, serializeState: serializeState as never });
    const reached = await checkFlow({ machine: adminJackpotsMachine }, paths, spec, {
      ruleKey: (o) => JSON.stringify([o.cards, o.saveError !== null, o.everLoaded]),
    });
    expect([...reached.keys()].sort()).toEqual(
      ['adding card', 'adding level', 'card busy', 'edit form', 'failed', 'list', 'loading', 'new card form', 'new level form', 'saving card'].sort(),
    );
  });
});
