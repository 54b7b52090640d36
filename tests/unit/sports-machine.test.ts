import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SportsTokenData } from '../../contracts/sportsbook';
import { sportsMachine, TOKEN_REFRESH_MARGIN_MS, type SportsInput } from '../../machines/sports.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const T0 = Date.parse('2026-05-01T12:00:00.000Z');
const HOUR = 3_600_000;

interface Answer {
  data?: SportsTokenData;
  error?: Error;
}

const tokenAt = (n: number, expiresAt = new Date(T0 + HOUR).toISOString()): SportsTokenData => ({
  token: `tok-${n}`,
  url: 'https://book.example/embed',
  cid: 'cid-1',
  expiresAt,
});

/** The sports machine with the token call faked (each call answers the next of `answers`) and its effects recorded. */
function sports(input: Partial<SportsInput> = {}, answers: Answer[] = [{ data: tokenAt(1) }, { data: tokenAt(2) }, { data: tokenAt(3) }]) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls: Array<{ partner: string }> = [];
  const effects: string[] = [];
  const machine = sportsMachine.provide({
    actors: {
      fetchToken: fromPromise(({ input: call }) => {
        calls.push(call);
        const answer = answers[calls.length - 1] ?? answers.at(-1)!;
        return answer.error ? Promise.reject(answer.error) : Promise.resolve(answer.data!);
      }),
    },
    actions: {
      openLogin: () => effects.push('login'),
      openDeposit: () => effects.push('deposit'),
      pushBalance: (_, { balance }) => effects.push(`balance ${balance}`),
      passToken: (_, { token }) => effects.push(`token ${token}`),
    },
  });
  const full: SportsInput = { partner: 'betsy', page: 'main', locale: 'tr', usercode: 'U100', previewUrl: '/sportsbook/', now: () => clock.now(), ...input };
  const actor = createActor(machine, { input: full, clock }).start();
  const send = (message: unknown) => actor.send({ type: 'sports.message', data: JSON.stringify(message) });
  return { actor, clock, calls, effects, send, snap: () => actor.getSnapshot() };
}

describe('sports machine: the frame of a logged-in player', () => {
  it('fetches a token for the partner, loads the Betsy frame with token, language and page, then is ready', async () => {
    const run = sports({ page: 'live', locale: 'en' });
    await flush();
    expect(run.calls).toEqual([{ partner: 'betsy' }]);
    expect(run.snap().value).toEqual({ player: 'loading' });
    expect(run.snap().context.frameUrl).toBe('https://book.example/embed?t=tok-1&lang=en&page=live');
    run.actor.send({ type: 'sports.loaded' });
    expect(run.snap().value).toEqual({ player: 'ready' });
  });

  it('builds the Betco frame with user_id, auth_token, language, page and decimal odds', async () => {
    const run = sports({ partner: 'betco', page: 'fcg' }, [{ data: { ...tokenAt(7), url: 'https://betco.example/sport?x=1' } }]);
    await flush();
    expect(run.calls).toEqual([{ partner: 'betco' }]);
    expect(run.snap().context.frameUrl).toBe('https://betco.example/sport?x=1&user_id=U100&auth_token=tok-7&lang=tr&page=fcg&odds=decimal');
  });

  it('refreshes the token before it lapses and hands it to the running frame without reloading it', async () => {
    const run = sports();
    await flush();
    run.actor.send({ type: 'sports.loaded' });
    const { frameUrl, loads } = run.snap().context;
    run.clock.increment(HOUR - TOKEN_REFRESH_MARGIN_MS - 1);
    await flush();
    expect(run.calls).toHaveLength(1);
    run.clock.increment(1);
    await flush();
    expect(run.calls).toHaveLength(2);
    expect(run.effects).toEqual(['token tok-2']);
    expect(run.snap().context).toMatchObject({ frameUrl, loads, token: { token: 'tok-2' } });
    expect(run.snap().value).toEqual({ player: 'ready' });
  });

  it('keeps the frame when a refresh fails and tries again 30 s later', async () => {
    const run = sports({}, [{ data: tokenAt(1) }, { error: new Error('down') }, { data: tokenAt(3) }]);
    await flush();
    run.actor.send({ type: 'sports.loaded' });
    run.clock.increment(HOUR - TOKEN_REFRESH_MARGIN_MS);
    await flush();
    expect(run.snap().value).toEqual({ player: 'refreshFailed' });
    run.clock.increment(30_000);
    await flush();
    expect(run.effects).toEqual(['token tok-3']);
  });

  it('shows the failure with the server’s message when no token comes, and Try again starts over', async () => {
    const run = sports({}, [{ error: new Error('Sports betting is not available') }, { data: tokenAt(2) }]);
    await flush();
    expect(run.snap().value).toBe('failed');
    expect(run.snap().context.error).toBe('Sports betting is not available');
    run.actor.send({ type: 'sports.retry' });
    await flush();
    expect(run.snap().value).toEqual({ player: 'loading' });
    expect(run.snap().context.frameUrl).toContain('t=tok-2');
  });

  it('fails when the frame never loads within 30 s', async () => {
    const run = sports();
    await flush();
    run.clock.increment(30_000);
    expect(run.snap().value).toBe('failed');
  });

  it('follows the book’s messages: height, login, deposit, balance (Betco)', async () => {
    const run = sports({ partner: 'betco' });
    await flush();
    run.send({ action: 'size', data: { height: 2345.2 } });
    expect(run.snap().context.frameHeight).toBe(2346);
    run.send({ action: 'openSlider', data: { tab: 'login' } });
    run.send({ action: 'openSlider', data: { tab: 'betslip' } });
    run.send({ action: 'userBalance', data: { balance: 87.5 } });
    expect(run.effects).toEqual(['login', 'balance 87.5']);
  });

  it('reloads the frame with a fresh token when the book says the player is not logged in there, at most twice in a row', async () => {
    const run = sports({}, [{ data: tokenAt(1) }, { data: tokenAt(2) }, { data: tokenAt(3) }, { data: tokenAt(4) }]);
    await flush();
    run.actor.send({ type: 'sports.loaded' });
    run.send({ type: 'session', active: false });
    await flush();
    expect(run.snap().context.frameUrl).toContain('t=tok-2');
    run.send({ type: 'placeBetFailure', reason: 'User not logged in' });
    await flush();
    expect(run.snap().context.frameUrl).toContain('t=tok-3');
    run.send({ type: 'user', loggedIn: false });
    await flush();
    expect(run.calls).toHaveLength(3);
    expect(run.effects).toEqual([]);
  });

  it('ignores messages that are not JSON strings of the partner’s shapes', async () => {
    const run = sports();
    await flush();
    run.actor.send({ type: 'sports.message', data: { type: 'click', target: 'loginButton' } });
    run.actor.send({ type: 'sports.message', data: 'not json' });
    run.send({ action: 'openSlider', data: { tab: 'login' } });
    run.send({ type: 'size', height: -5 });
    expect(run.effects).toEqual([]);
    expect(run.snap().context.frameHeight).toBeNull();
  });
});

describe('sports machine: the guest preview', () => {
  it('shows the book without a token and asks for login on betting', async () => {
    const run = sports({ usercode: null, page: 'live' });
    await flush();
    expect(run.calls).toEqual([]);
    expect(run.snap().context.frameUrl).toBe('/sportsbook/?lang=tr&page=live');
    run.send({ type: 'placeBetFailure', reason: 'User not logged in' });
    run.send({ type: 'click', target: 'loginButton' });
    run.send({ type: 'placeBetFailure', reason: 'Zero balance' });
    expect(run.effects).toEqual(['login', 'login', 'deposit']);
    run.actor.send({ type: 'sports.loaded' });
    expect(run.snap().value).toEqual({ preview: 'ready' });
  });
});
