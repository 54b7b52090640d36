import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bonusTermsForm, type AdminBonus } from '../../../contracts/admin-bonuses';
import { bonusTerms } from '../../../contracts/bonus-terms';
import { fieldErrors } from '../../../contracts/issues';
import { format } from '../../../i18n/format';
import { validationEn } from '../../../i18n/en/validation';
import { adminBonusTermsMachine, type BonusTermsSave } from '../../../machines/admin-bonus-terms.machine';
import type { ToastParams } from '../../../machines/machine-helpers';
import { deferred, flush } from './shell-harness';

const gift: AdminBonus = {
  id: 5,
  kind: 'offer',
  titleTr: 'Hoş Geldin Hediyesi',
  titleEn: 'Welcome gift',
  wageringTimes: 40,
  validDays: 3,
  active: true,
  terms: bonusTerms.parse({ contributions: { slots: 100, table: 0, dice: 0, crash: 0, live: 0, sports: 0 }, maxBetMinor: 1_000, maxCashoutMinor: 2_000 }),
};
const welcome: AdminBonus = { ...gift, id: 2, kind: 'deposit', titleTr: 'Hoş Geldin Bonusu', titleEn: 'Welcome bonus', wageringTimes: 30, terms: bonusTerms.parse({ maxBetMinor: 2_500 }) };
const games = [
  { id: 7, name: 'Book of Ra' },
  { id: 9, name: 'Dice 98' },
];

function start(save: (input: BonusTermsSave) => Promise<{ bonus: AdminBonus; message: string }> = async ({ id, edit }) => ({ bonus: { ...(id === gift.id ? gift : welcome), ...edit }, message: 'saved' })) {
  const saves: BonusTermsSave[] = [];
  const toasts: ToastParams[] = [];
  const machine = adminBonusTermsMachine.provide({
    actors: {
      loadBonuses: fromPromise(async () => ({ bonuses: [welcome, gift], games })),
      saveTerms: fromPromise(async ({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  const actor = createActor(machine).start();
  return { actor, saves, toasts };
}

describe('admin bonus terms machine', () => {
  it('opens a bonus with its saved terms as typed text, and sends the edited terms as the API takes them', async () => {
    const { actor, saves, toasts } = start();
    await flush();
    actor.send({ type: 'bonusTerms.edit', id: gift.id });
    expect(actor.getSnapshot().context.draft).toMatchObject({ wageringTimes: '40', maxBet: '10', maxCashout: '20', sportsMinOdds: '1,50', excludedGames: [], games: [] });
    actor.send({ type: 'bonusTerms.change', field: 'maxBet', value: '7,50' });
    actor.send({ type: 'bonusTerms.change', field: 'maxCashout', value: '' });
    actor.send({ type: 'bonusTerms.change', field: 'sportsMinOdds', value: '1.8' });
    actor.send({ type: 'bonusTerms.contribution', category: 'live', value: '25' });
    actor.send({ type: 'bonusTerms.gameAdd' });
    actor.send({ type: 'bonusTerms.gameChange', index: 0, game: '7' });
    actor.send({ type: 'bonusTerms.gameChange', index: 0, percent: '50' });
    actor.send({ type: 'bonusTerms.excludeAdd', game: '9' });
    actor.send({ type: 'bonusTerms.excludeAdd', game: '9' });
    actor.send({ type: 'bonusTerms.frequency', value: 'weekly' });
    actor.send({ type: 'bonusTerms.stacks', value: true });
    actor.send({ type: 'bonusTerms.save' });
    await flush();
    expect(saves).toEqual([
      {
        id: gift.id,
        edit: {
          wageringTimes: 40,
          validDays: 3,
          terms: {
            contributions: { slots: 100, table: 0, dice: 0, crash: 0, live: 25, sports: 0 },
            games: { '7': 50 },
            excludedGames: [9],
            sportsMinOddsX1000: 1_800,
            maxBetMinor: 750,
            maxCashoutMinor: 0,
            frequency: 'weekly',
            stacks: true,
          },
        },
      },
    ]);
    expect(toasts).toEqual([{ kind: 'success', message: 'saved' }]);
    // Back on the list, which shows what the server kept.
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
    expect(actor.getSnapshot().context.bonuses.find((b) => b.id === gift.id)!.terms.maxBetMinor).toBe(750);
  });

  it('sends nothing while a field is wrong, and says which (percent over 100, a game not chosen or twice, odds under 1, an amount that is not lira)', async () => {
    const { actor, saves } = start();
    await flush();
    actor.send({ type: 'bonusTerms.edit', id: welcome.id });
    actor.send({ type: 'bonusTerms.contribution', category: 'slots', value: '150' });
    actor.send({ type: 'bonusTerms.change', field: 'wageringTimes', value: '0' });
    actor.send({ type: 'bonusTerms.change', field: 'sportsMinOdds', value: '0,9' });
    actor.send({ type: 'bonusTerms.change', field: 'maxBet', value: '12,345' });
    actor.send({ type: 'bonusTerms.gameAdd' });
    actor.send({ type: 'bonusTerms.gameAdd' });
    actor.send({ type: 'bonusTerms.gameChange', index: 1, game: '7' });
    actor.send({ type: 'bonusTerms.gameAdd' });
    actor.send({ type: 'bonusTerms.gameChange', index: 2, game: '7' });
    actor.send({ type: 'bonusTerms.save' });
    await flush();
    expect(saves).toEqual([]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ ready: 'editing' })).toBe(true);
    expect(snapshot.context.attempted).toBe(true);
    const parsed = bonusTermsForm.safeParse(snapshot.context.draft);
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!, (key, params) => format(validationEn[key], 'en', params));
    expect(errors).toEqual({
      'contributions.slots': 'A whole number from 0 to 100',
      wageringTimes: 'A whole number from 1 to 200',
      sportsMinOdds: 'Odds of 1,00 or more, with at most 2 decimals (1,50)',
      maxBet: 'Enter an amount in lira with at most 2 decimals (1.250,50)',
      'games.0.game': 'Choose an option from the list',
      'games.2.game': 'This game is listed twice',
    });
    // Removing the rows and putting the numbers right lets it through.
    for (const index of [2, 1, 0]) actor.send({ type: 'bonusTerms.gameRemove', index });
    actor.send({ type: 'bonusTerms.contribution', category: 'slots', value: '100' });
    actor.send({ type: 'bonusTerms.change', field: 'wageringTimes', value: '30' });
    actor.send({ type: 'bonusTerms.change', field: 'sportsMinOdds', value: '1,50' });
    actor.send({ type: 'bonusTerms.change', field: 'maxBet', value: '12,34' });
    actor.send({ type: 'bonusTerms.save' });
    await flush();
    expect(saves.map((s) => s.edit.terms.maxBetMinor)).toEqual([1_234]);
  });

  it('a refused save keeps the form as typed with the server\'s message; Cancel drops the draft', async () => {
    const refusal = deferred<{ bonus: AdminBonus; message: string }>();
    const { actor, saves } = start(() => refusal.promise);
    await flush();
    actor.send({ type: 'bonusTerms.edit', id: gift.id });
    actor.send({ type: 'bonusTerms.change', field: 'maxBet', value: '5' });
    actor.send({ type: 'bonusTerms.save' });
    expect(actor.getSnapshot().matches({ ready: 'saving' })).toBe(true);
    refusal.reject(new Error('Bonus bulunamadı'));
    await flush();
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.saveError).toBe('Bonus bulunamadı');
    expect(actor.getSnapshot().context.draft!.maxBet).toBe('5');
    actor.send({ type: 'bonusTerms.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ editingId: null, draft: null, saveError: null });
    expect(actor.getSnapshot().context.bonuses.find((b) => b.id === gift.id)!.terms.maxBetMinor).toBe(1_000);
  });

  it('an unknown bonus is not opened; a failed load offers a retry', async () => {
    let calls = 0;
    const machine = adminBonusTermsMachine.provide({
      actors: {
        loadBonuses: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('Sunucuya ulaşılamadı');
          return { bonuses: [gift], games };
        }),
      },
    });
    const actor = createActor(machine).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Sunucuya ulaşılamadı');
    actor.send({ type: 'bonusTerms.reload' });
    await flush();
    actor.send({ type: 'bonusTerms.edit', id: 999 });
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
  });
});
