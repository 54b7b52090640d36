import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Ack } from '../../../machines/machine-helpers';
import { bonusesMachine, type BonusLists } from '../../../machines/bonuses.machine';
import { bonus, reward } from './activity-fixtures';
import { flush, startChild } from './shell-harness';

function start(claim: (id: number) => Promise<Ack>, lists: () => Promise<BonusLists>) {
  const effects = { toasts: [] as unknown[], balanceRefreshes: 0, loads: 0, claims: [] as number[] };
  const { child } = startChild(
    bonusesMachine.provide({
      actors: {
        loadBonuses: fromPromise(() => {
          effects.loads += 1;
          return lists();
        }),
        claimReward: fromPromise(({ input }) => {
          effects.claims.push(input.id);
          return claim(input.id);
        }),
      },
      actions: {
        toast: (_, params) => effects.toasts.push(params),
        refreshBalance: () => {
          effects.balanceRefreshes += 1;
        },
      },
    }),
  );
  return { child, effects };
}

describe('bonuses', () => {
  it('claims a reward: the message shows, both lists reload and the session is told to refresh the balance', async () => {
    let claimed = false;
    const { child, effects } = start(
      async () => {
        claimed = true;
        return { message: '₺100,00 bonus hesabınıza eklendi.' };
      },
      async () => (claimed ? { available: [], bonuses: [bonus(5, { amount: 100 })] } : { available: [reward(7)], bonuses: [] }),
    );
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    child.send({ type: 'bonuses.claim', id: 7 });
    expect(child.getSnapshot().value).toBe('claiming');
    expect(child.getSnapshot().context.claimingId).toBe(7);
    await flush();
    await flush();
    expect(effects.claims).toEqual([7]);
    expect(effects.toasts).toEqual([{ kind: 'success', message: '₺100,00 bonus hesabınıza eklendi.' }]);
    expect(effects.balanceRefreshes).toBe(1);
    expect(effects.loads).toBe(2);
    expect(child.getSnapshot().value).toBe('listed');
    expect(child.getSnapshot().context).toMatchObject({ available: [], bonuses: [bonus(5, { amount: 100 })], claimingId: null });
  });

  it('stays on the lists with the server message when a claim fails; nothing reloads, the balance is left alone', async () => {
    const { child, effects } = start(
      async () => {
        throw new Error('Bu ödül artık alınamıyor.');
      },
      async () => ({ available: [reward(7)], bonuses: [] }),
    );
    await flush();
    child.send({ type: 'bonuses.claim', id: 7 });
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    expect(effects.toasts).toEqual([{ kind: 'error', message: 'Bu ödül artık alınamıyor.' }]);
    expect(effects.balanceRefreshes).toBe(0);
    expect(effects.loads).toBe(1);
    expect(child.getSnapshot().context.available).toEqual([reward(7)]);
    child.send({ type: 'bonuses.claim', id: 7 });
    expect(child.getSnapshot().value).toBe('claiming');
  });

  it('claims neither a blocked reward nor one that is not listed', async () => {
    const { child, effects } = start(
      async () => ({ message: 'ok' }),
      async () => ({ available: [reward(7, { blockedBy: 'Önce telefonunuzu doğrulayın.' })], bonuses: [] }),
    );
    await flush();
    child.send({ type: 'bonuses.claim', id: 7 });
    child.send({ type: 'bonuses.claim', id: 8 });
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    expect(effects.claims).toEqual([]);
  });

  it('shows the message when the lists cannot load and loads them again on Try again', async () => {
    let fail = true;
    const { child } = start(
      async () => ({ message: 'ok' }),
      async () => {
        if (fail) throw new Error('Sunucuya ulaşılamadı.');
        return { available: [reward(1)], bonuses: [bonus(2)] };
      },
    );
    await flush();
    expect(child.getSnapshot().value).toBe('failed');
    expect(child.getSnapshot().context.error).toBe('Sunucuya ulaşılamadı.');
    fail = false;
    child.send({ type: 'bonuses.retry' });
    await flush();
    expect(child.getSnapshot().value).toBe('listed');
    expect(child.getSnapshot().context.bonuses).toEqual([bonus(2)]);
  });
});
