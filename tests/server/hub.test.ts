import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_COMMAND, NOTIFICATION_COMMAND, type HubPush } from '../../contracts/notifications.js';
import type { Config } from '../../server/config.js';
import { notify } from '../../server/modules/notifications/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { handshaken, listen, parsed, signalr, sleep, until, type Client } from './hub-helpers.js';
import { bearer, identityApp, login, MINUTE, post, register, type IdentityHarness } from './identity-helpers.js';
import { fund, moneyConfig, type MoneyHarness } from './payments-helpers.js';

// Small intervals, so pings and timeouts happen within a test.
const timings: Partial<Config> = { HUB_KEEPALIVE_MS: 100, HUB_CLIENT_TIMEOUT_MS: 600 };

async function hubApp(dialect: 'sqlite' | 'postgres', config: Partial<Config> = {}) {
  const h = await identityApp(dialect, { config: { ...moneyConfig, ...timings, ...config } });
  return { ...h, url: await listen(h.app) };
}
type Harness = Awaited<ReturnType<typeof hubApp>>;

async function playerOf(h: IdentityHarness, headers: Record<string, string> = {}) {
  const p = await register(h.app, {}, headers);
  const row = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
  return { ...p, id: row.id };
}

const of = (client: Client, cmd: HubPush['cmd']) => client.pushes.filter((push) => push.cmd === cmd).map((push) => push.message);

describe.each(dialects)('the hub with the SignalR client (%s)', (dialect) => {
  let h: Harness;
  const clients: Client[] = [];
  const connect = async (token: string, url = h.url) => {
    const client = await signalr(url, token, { keepAliveMs: 100, serverTimeoutMs: 3_000 });
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    h = await hubApp(dialect);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await h.close();
  });

  it('pushes a confirmed deposit and the new balance to every tab of the player, and nothing to another player', async () => {
    const ayse = await playerOf(h);
    const veli = await playerOf(h);
    const tabs = [await connect(ayse.token), await connect(ayse.token)];
    const other = await connect(veli.token);

    // A Papara deposit paid on the local PSP: its signed webhook credits the cash and notifies (fund() uses only the
    // app, its database and clock).
    await fund(h as unknown as MoneyHarness, ayse, 250);

    for (const tab of tabs) {
      await until(() => of(tab, NOTIFICATION_COMMAND).length === 1 && of(tab, BALANCE_COMMAND).length > 0, 5_000, 'pushes');
      expect(of(tab, NOTIFICATION_COMMAND)[0]).toMatchObject({ title: 'Yatırımınız alındı', type: 1, isRead: false });
      expect(of(tab, NOTIFICATION_COMMAND)[0]).toMatchObject({ note: expect.stringContaining('₺250,00') });
    }
    // The same numbers, in the same unit, as GET user/balance.
    const answer = await h.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(ayse.token) });
    expect(of(tabs[0], BALANCE_COMMAND).at(-1)).toEqual(answer.json().data);
    expect(answer.json().data.cash).toBe(250);
    await sleep(100);
    expect(other.pushes).toEqual([]);
  });

  it('pushes a balance change once for changes that come together', async () => {
    const p = await playerOf(h);
    const tab = await connect(p.token);
    const movement = (i: number) => ({ playerId: p.id, kind: 'cash' as const, amountMinor: 1_000, entryKind: 'win', reference: `r${i}`, idempotencyKey: `hub-win-${p.id}-${i}` });
    await Promise.all([0, 1, 2, 3, 4].map((i) => credit(h.db.kysely, movement(i))));
    await until(() => of(tab, BALANCE_COMMAND).some((b) => (b as { cash: number }).cash === 50), 5_000, 'the last balance');
    await sleep(100);
    expect(of(tab, BALANCE_COMMAND).length).toBeLessThan(5);
    expect(of(tab, BALANCE_COMMAND).at(-1)).toEqual({ balance: 50, cash: 50, bonus: 0 });
  });

  it('renders in the language of the connection: x-locale, else the one the player signed up in', async () => {
    const p = await playerOf(h, { 'x-locale': 'en' });
    const english = await connect(p.token);
    const turkish = await connect(p.token, `${h.url}?x-locale=tr`);
    await notify(h.db.kysely, { playerId: p.id, type: 4, template: 'bonusGranted', params: { amountMinor: 5_000 } }, new Date());
    await notify(h.db.kysely, { playerId: p.id, type: 5, title: 'Bakım', note: 'Gece 02:00 ile 03:00 arası.' }, new Date());
    await until(() => english.pushes.length === 2 && turkish.pushes.length === 2, 5_000, 'pushes');
    expect(of(english, NOTIFICATION_COMMAND)[0]).toMatchObject({ title: 'Bonus added', note: expect.stringContaining('₺50.00') });
    expect(of(turkish, NOTIFICATION_COMMAND)[0]).toMatchObject({ title: 'Bonus eklendi', note: expect.stringContaining('₺50,00') });
    // An operator's own words go out as written, in every language.
    for (const client of [english, turkish]) expect(of(client, NOTIFICATION_COMMAND)[1]).toMatchObject({ title: 'Bakım', note: 'Gece 02:00 ile 03:00 arası.', type: 5 });
  });

  it('keeps a quiet connection open past the client timeout with pings both ways, and drops a client that stops pinging', async () => {
    const p = await playerOf(h);
    const client = await connect(p.token);
    const silent = await handshaken(h.url, { access_token: p.token });
    await sleep(1_500);
    expect(client.connection.state).toBe(HubConnectionState.Connected);
    expect(client.closedWith).toBeNull();
    // The silent one heard the server's pings, then was closed for its silence.
    const { code } = await silent.closed;
    expect(code).toBe(1008);
    const records = parsed(silent.records.slice(1));
    expect(records.filter((r) => r.type === 6).length).toBeGreaterThan(2);
    expect(records.at(-1)).toEqual({ type: 7, error: 'Server timeout elapsed without receiving a message from the client.', allowReconnect: true });

    await notify(h.db.kysely, { playerId: p.id, type: 5, title: 'Hâlâ burada', note: 'Bağlantı açık.' }, new Date());
    await until(() => client.pushes.length === 1, 5_000, 'a push after the quiet time');
  });

  it('closes the connections of a session that ends (logout, ended from another session) with a close message; other sessions stay', async () => {
    const p = await playerOf(h, { 'x-locale': 'en' });
    // A login keeps the player's language as the one it was made in.
    const english = { 'x-locale': 'en' };
    const second = (await login(h.app, p.username, p.password, undefined, english)).json().data.token as string;
    const third = (await login(h.app, p.username, p.password, undefined, english)).json().data.token as string;
    const first = await connect(p.token);
    const onSecond = await connect(second);
    const onThird = await connect(third);

    await h.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(p.token) });
    await until(() => first.closedWith !== null, 3_000, 'the logged-out tab closed');
    expect(first.closedWith).toContain('Your session has ended. Please log in again.');

    const sessions = (await h.app.inject({ method: 'GET', url: '/api/customer/sessions', headers: bearer(third) })).json().data as Array<{ id: number; current: boolean; active: boolean }>;
    const secondId = sessions.find((s) => s.active && !s.current)!.id;
    expect((await post(h.app, '/api/customer/sessions/end', { id: secondId }, third)).statusCode).toBe(200);
    await until(() => onSecond.closedWith !== null, 3_000, 'the ended session closed');
    expect(onSecond.closedWith).toContain('Your session has ended.');

    await sleep(200);
    expect(onThird.connection.state).toBe(HubConnectionState.Connected);
  });

  it('a password change closes the connections of every other session of the player', async () => {
    const p = await playerOf(h, { 'x-locale': 'en' });
    const other = (await login(h.app, p.username, p.password, undefined, { 'x-locale': 'en' })).json().data.token as string;
    const elsewhere = await connect(other);
    const here = await connect(p.token);
    const changed = await post(h.app, '/api/customer/changepassword', { oldPassword: p.password, password: 'yeni-sifre-22', confirmPassword: 'yeni-sifre-22' }, p.token);
    expect(changed.statusCode).toBe(200);
    await until(() => elsewhere.closedWith !== null, 3_000, 'the other session closed');
    expect(elsewhere.closedWith).toContain('Your session has ended.');
    await sleep(200);
    expect(here.connection.state).toBe(HubConnectionState.Connected);
  });
});

describe('sessions that lapse while connected', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await hubApp('sqlite', { HUB_SESSION_CHECK_MS: 100 });
  });
  afterAll(() => h.close());

  it('are found by the periodic check and closed with a close message', async () => {
    const p = await playerOf(h, { 'x-locale': 'en' });
    const client = await signalr(h.url, p.token, { keepAliveMs: 100 });
    await sleep(300);
    expect(client.closedWith).toBeNull();
    h.clock.advance(31 * MINUTE);
    await until(() => client.closedWith !== null, 3_000, 'the idle session closed');
    expect(client.closedWith).toContain('Your session has ended.');
  });
});

describe('closing the app', () => {
  it('tells every client to come back and finishes at once', async () => {
    const h = await hubApp('sqlite');
    const p = await playerOf(h, { 'x-locale': 'en' });
    const clients = [await signalr(h.url, p.token), await signalr(h.url, p.token)];
    const silent = await handshaken(h.url, { access_token: p.token, 'x-locale': 'en' });
    const started = performance.now();
    await h.close();
    expect(performance.now() - started).toBeLessThan(1_500);
    for (const client of clients) expect(client.closedWith).toContain('The server is restarting');
    expect(parsed(silent.records).at(-1)).toEqual({ type: 7, error: 'The server is restarting; the connection will be restored in a moment.', allowReconnect: true });
    expect((await silent.closed).code).toBe(1012);
  });
});
