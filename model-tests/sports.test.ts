import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { sportsMachine, type SportsInput } from '../machines/sports.machine';

/**
 * The oracle, written from issue 12's text and not from the machine: what each frame message does on the page.
 * size → the frame's height; click loginButton / openSlider login → our login form; placeBetFailure "Zero balance"
 * → our deposit; "User not logged in" → login (a guest) or a fresh token and frame (a logged-in player);
 * userBalance → the header balance; anything else → nothing.
 */
type Effect = { login?: true; deposit?: true; height?: number; balance?: number; renew?: true };
interface Row {
  message: unknown;
  partner: 'betsy' | 'betco';
  guest: Effect;
  player: Effect;
}
const table: Row[] = [
  { partner: 'betsy', message: { type: 'size', height: 1800 }, guest: { height: 1800 }, player: { height: 1800 } },
  { partner: 'betsy', message: { type: 'click', target: 'loginButton' }, guest: { login: true }, player: { login: true } },
  { partner: 'betsy', message: { type: 'click', target: 'somethingElse' }, guest: {}, player: {} },
  { partner: 'betsy', message: { type: 'placeBetFailure', reason: 'Zero balance' }, guest: { deposit: true }, player: { deposit: true } },
  { partner: 'betsy', message: { type: 'placeBetFailure', reason: 'User not logged in' }, guest: { login: true }, player: { renew: true } },
  { partner: 'betsy', message: { type: 'placeBetFailure', reason: 'Odds changed' }, guest: {}, player: {} },
  { partner: 'betsy', message: { type: 'session', active: false }, guest: {}, player: { renew: true } },
  { partner: 'betsy', message: { type: 'user', loggedIn: true }, guest: {}, player: {} },
  { partner: 'betco', message: { action: 'size', data: { height: 960 } }, guest: { height: 960 }, player: { height: 960 } },
  { partner: 'betco', message: { action: 'openSlider', data: { tab: 'login' } }, guest: { login: true }, player: { login: true } },
  { partner: 'betco', message: { action: 'userBalance', data: { balance: 42.5 } }, guest: {}, player: { balance: 42.5 } },
  // Betsy's shape in the Betco frame (and the reverse) means nothing.
  { partner: 'betco', message: { type: 'click', target: 'loginButton' }, guest: {}, player: {} },
  { partner: 'betsy', message: { action: 'openSlider', data: { tab: 'login' } }, guest: {}, player: {} },
];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page as a player notices it: dialogs opened, pages visited, balances shown, tokens fetched, the frame's height. */
async function page(partner: 'betsy' | 'betco', guest: boolean) {
  const seen = { login: 0, deposit: 0, balances: [] as number[], tokens: 0 };
  const clock = new SimulatedClock();
  const machine = sportsMachine.provide({
    actors: {
      fetchToken: fromPromise(async () => {
        seen.tokens += 1;
        return { token: `tok-${seen.tokens}`, url: 'https://book.example/', cid: null as string | null, expiresAt: new Date(clock.now() + 3_600_000).toISOString() };
      }),
    },
    actions: {
      openLogin: () => void (seen.login += 1),
      openDeposit: () => void (seen.deposit += 1),
      pushBalance: (_, { balance }) => void seen.balances.push(balance),
    },
  });
  const input: SportsInput = { partner, page: 'main', locale: 'tr', usercode: guest ? null : 'U1', previewUrl: '/sportsbook/', now: () => clock.now() };
  const actor = createActor(machine, { input, clock }).start();
  await flush();
  actor.send({ type: 'sports.loaded' });
  return { actor, seen };
}

describe('sports frame messages against the issue table', () => {
  for (const who of ['guest', 'player'] as const) {
    for (const row of table) {
      it(`${who}, ${row.partner}: ${JSON.stringify(row.message)}`, async () => {
        const { actor, seen } = await page(row.partner, who === 'guest');
        const tokensBefore = seen.tokens;
        actor.send({ type: 'sports.message', data: JSON.stringify(row.message) });
        await flush();
        const want = row[who];
        expect(seen.login, 'login form').toBe(want.login ? 1 : 0);
        expect(seen.deposit, 'deposit page').toBe(want.deposit ? 1 : 0);
        expect(seen.balances, 'header balance').toEqual(want.balance === undefined ? [] : [want.balance]);
        expect(actor.getSnapshot().context.frameHeight, 'frame height').toBe(want.height ?? null);
        expect(seen.tokens - tokensBefore, 'a fresh token and frame').toBe(want.renew ? 1 : 0);
      });
    }
  }

  it('answers every sequence of two messages as the two rows would, one after the other', async () => {
    for (const first of table.filter((r) => r.partner === 'betsy')) {
      for (const second of table.filter((r) => r.partner === 'betsy')) {
        const { actor, seen } = await page('betsy', true);
        for (const row of [first, second]) actor.send({ type: 'sports.message', data: JSON.stringify(row.message) });
        const logins = [first, second].filter((r) => r.guest.login).length;
        const lastHeight = [first, second].map((r) => r.guest.height).filter((h) => h !== undefined).at(-1) ?? null;
        expect([seen.login, actor.getSnapshot().context.frameHeight]).toEqual([logins, lastHeight]);
      }
    }
  });
});

describe('sports machine paths', () => {
  it('reaches every state a player can meet: loading, ready, refreshing, failed, preview', () => {
    const states = new Set<string>();
    for (const usercode of ['U1', null]) {
      const paths = getShortestPaths(sportsMachine, {
        input: { partner: 'betsy', page: 'main', locale: 'tr', usercode, previewUrl: '/sportsbook/' },
        events: [
          { type: 'sports.loaded' },
          { type: 'sports.retry' },
          { type: 'xstate.done.actor.0.sports.player.fetchingToken', output: { token: 't', url: 'https://b/', cid: null, expiresAt: '2030-01-01T00:00:00Z' } } as never,
        ],
      });
      for (const path of paths) states.add(JSON.stringify(path.state.value));
    }
    expect([...states]).toEqual(expect.arrayContaining(['{"preview":"loading"}', '{"preview":"ready"}', '{"player":"fetchingToken"}']));
  });
});
