import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { bonusesMachine, type BonusLists } from '../machines/bonuses.machine';
import { bonus, reward } from '../tests/unit/machines/activity-fixtures';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

const CLAIMABLE = 7;
const BLOCKED = 8;
const lists: BonusLists = {
  available: [reward(CLAIMABLE), reward(BLOCKED, { blockedBy: 'Önce telefonunuzu doğrulayın.' })],
  bonuses: [bonus(1)],
};
const claimed = { message: '₺100,00 bonus hesabınıza eklendi.' };
const refused = new Error('Bu ödül artık alınamıyor.');

const events = ownEvents({
  'bonuses.claim': [CLAIMABLE, BLOCKED, 99].map((id) => ({ type: 'bonuses.claim', id }) as never),
  'xstate.done.actor.loadBonuses': [{ type: 'xstate.done.actor.loadBonuses', output: lists } as never],
  'xstate.error.actor.loadBonuses': [{ type: 'xstate.error.actor.loadBonuses', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.claimReward': [{ type: 'xstate.done.actor.claimReward', output: claimed } as never],
  'xstate.error.actor.claimReward': [{ type: 'xstate.error.actor.claimReward', error: refused } as never],
});
const paths = getSimplePaths(withParentSink(bonusesMachine), { events });

/** What the player, the server and the header can notice. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    loading: inFlight(live, 'loadBonuses').length,
    claiming: inFlight(live, 'claimReward').length,
    claims: live.requests.filter((r) => r.src === 'claimReward').map((r) => r.input as { id: number }),
    loads: live.requests.filter((r) => r.src === 'loadBonuses').length,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
    balanceRefreshes: effectsOf(live, 'refreshBalance').length,
    // What the page reads: the failure message with Try again, the lists.
    error: snapshot.matches('failed') ? (snapshot.context.error as string) : null,
    available: snapshot.context.available as BonusLists['available'],
  };
};
type Observed = ReturnType<typeof observe>;

const claim = (id: number, label: string, starts: boolean): Rule<Observed> => ({
  act: send({ type: 'bonuses.claim', id }, `claim ${label}`),
  // Only a listed reward that nothing blocks is sent to the server.
  then: starts ? 'claiming' : 'listed',
  check: (after, before) => expect(after.claims).toEqual(starts ? [...before.claims, { id }] : before.claims),
});

/**
 * The bonuses page as a player meets it (product §2 /dashboard/bonuses, the brief's Claim Reward): both lists load
 * together; a claim shows the server's message, reloads both lists and refreshes the header balance; a refused
 * claim shows the message and leaves everything as it was.
 */
const bonusesSpec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (o.claiming > 0 ? 'claiming' : o.loading > 0 ? 'loading' : o.error !== null ? 'failed' : 'listed'),
  invariant: (o) => {
    expect(o.loading + o.claiming, 'one call at a time').toBeLessThanOrEqual(1);
    // The header is told to refresh exactly once per accepted claim.
    expect(o.balanceRefreshes).toBe(o.toasts.filter((t) => t.kind === 'success').length);
  },
  rules: {
    loading: [
      { act: answer('loadBonuses', lists), then: 'listed', check: (after) => expect(after.available).toEqual(lists.available) },
      { act: fail('loadBonuses', new Error('Sunucuya ulaşılamadı.')), then: 'failed', check: (after) => expect(after.error).toBe('Sunucuya ulaşılamadı.') },
    ],
    listed: [claim(CLAIMABLE, 'a claimable reward', true), claim(BLOCKED, 'a blocked reward', false), claim(99, 'an unknown reward', false)],
    claiming: [
      {
        act: answer('claimReward', claimed),
        then: 'loading',
        check: (after, before) => {
          expect(after.toasts).toEqual([...before.toasts, { kind: 'success', message: claimed.message }]);
          expect(after.balanceRefreshes).toBe(before.balanceRefreshes + 1);
          expect(after.loads).toBe(before.loads + 1);
        },
      },
      {
        act: fail('claimReward', refused),
        then: 'listed',
        check: (after, before) => {
          expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: refused.message }]);
          expect(after.balanceRefreshes).toBe(before.balanceRefreshes);
          expect(after.loads).toBe(before.loads);
          expect(after.available).toEqual(before.available);
        },
      },
    ],
    failed: [{ act: send({ type: 'bonuses.retry' }), then: 'loading', check: (after, before) => expect(after.loads).toBe(before.loads + 1) }],
  },
};

describe('bonuses against the user-level model', () => {
  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: bonusesMachine }, paths, bonusesSpec, { ruleKey: (o) => `${o.claims.length} ${o.loads}` });
  });
});
