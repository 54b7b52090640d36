import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameHistoryData, GameRoundDetail } from '../../contracts/casino.js';
import { buildApp } from '../../server/app.js';
import type { Db } from '../../server/db/index.js';
import { gameHistoryRoutes } from '../../server/modules/casino/history-routes.js';
import { dialects, freshDb, testConfig } from './helpers.js';
import { get, post, register, uniqueName } from './identity-helpers.js';

/** The app with the Game History routes (registered here until the app registers them itself). */
async function historyApp(dialect: 'sqlite' | 'postgres') {
  const db = await freshDb(dialect);
  const app = await buildApp({
    config: testConfig(),
    db,
    apiPlugins: [
      async (api) => {
        if (!api.hasRoute({ method: 'POST', url: '/api/casino/history' })) await api.register(gameHistoryRoutes, { db });
      },
    ],
  });
  await app.ready();
  return { app, db, close: async () => (await app.close(), await db.destroy()) };
}

async function player(app: FastifyInstance, db: Db) {
  const p = await register(app);
  const row = await db.kysely.selectFrom('players').select('id').where('username_lower', '=', p.username.toLowerCase()).executeTakeFirstOrThrow();
  return { token: p.token, id: row.id };
}

interface RoundSeed {
  playerId: number;
  gameId: number;
  provider?: string;
  startedAt: string;
  stakeMinor?: number;
  refundedMinor?: number;
  winMinor?: number;
  status?: 'open' | 'closed' | 'cancelled';
  detail?: unknown;
}

async function insertRound(db: Db, r: RoundSeed): Promise<number> {
  const row = await db.kysely
    .insertInto('game_rounds')
    .values({
      provider: r.provider ?? 'hub88',
      round_ref: uniqueName('round'),
      player_id: r.playerId,
      game_id: r.gameId,
      status: r.status ?? 'closed',
      stake_minor: r.stakeMinor ?? 0,
      refunded_minor: r.refundedMinor ?? 0,
      win_minor: r.winMinor ?? 0,
      started_at: r.startedAt,
      updated_at: r.startedAt,
      detail: r.detail === undefined ? null : typeof r.detail === 'string' ? r.detail : JSON.stringify(r.detail),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertTransaction(db: Db, t: { roundId: number; playerId: number; kind: 'bet' | 'win' | 'rollback'; amountMinor: number; at: string; status?: 'applied' | 'rolled_back'; provider?: string }) {
  const ref = uniqueName('tx');
  await db.kysely
    .insertInto('game_transactions')
    .values({
      provider: t.provider ?? 'hub88',
      transaction_ref: ref,
      round_id: t.roundId,
      player_id: t.playerId,
      kind: t.kind,
      amount_minor: t.amountMinor,
      status: t.status ?? 'applied',
      request_hash: 'h',
      balance_after_minor: 0,
      created_at: t.at,
    })
    .execute();
  return ref;
}

const history = (app: FastifyInstance, token: string, body: object, headers: Record<string, string> = {}) =>
  post(app, '/api/casino/history', body, token, { headers });
const dataOf = (res: { json(): { data: unknown } }) => res.json().data as GameHistoryData;

describe.each(dialects)('game history (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof historyApp>>;
  let kasaGame: { id: number; name: string };
  let hubGame: { id: number; name: string };
  beforeAll(async () => {
    h = await historyApp(dialect);
    const gameOf = (providerId: number) =>
      h.db.kysely.selectFrom('games').select(['id', 'name']).where('provider_id', '=', providerId).orderBy('id').executeTakeFirstOrThrow();
    kasaGame = await gameOf(7);
    hubGame = await gameOf(2);
  });
  afterAll(() => h.close());

  it('takes the inclusive days of the player’s clock: Istanbul by default, or the zone the browser names', async () => {
    const p = await player(h.app, h.db);
    // Around 5 March in Istanbul (UTC+3): 4 March 20:59:59.999Z is still the 4th there, 21:00Z already the 5th.
    const stamps = ['2026-03-04T20:59:59.999Z', '2026-03-04T21:00:00.000Z', '2026-03-05T20:59:59.999Z', '2026-03-05T21:00:00.000Z'];
    const ids = [];
    for (const startedAt of stamps) ids.push(await insertRound(h.db, { playerId: p.id, gameId: hubGame.id, startedAt, stakeMinor: 100 }));
    const shown = async (body: object) => dataOf(await history(h.app, p.token, { skip: 0, take: 100, ...body })).items.map((i) => i.id);

    expect(await shown({ from: '2026-03-05', to: '2026-03-05' })).toEqual([ids[2], ids[1]]);
    expect(await shown({ from: '2026-03-05', to: '2026-03-05', timeZone: 'Europe/Istanbul' })).toEqual([ids[2], ids[1]]);
    expect(await shown({ from: '2026-03-05', to: '2026-03-05', timeZone: 'UTC' })).toEqual([ids[3], ids[2]]);
    // New York (UTC-5): the 4th runs from 05:00Z on the 4th to 05:00Z on the 5th.
    expect(await shown({ from: '2026-03-04', to: '2026-03-04', timeZone: 'America/New_York' })).toEqual([ids[1], ids[0]]);
    expect(await shown({ from: '2026-03-04', to: '2026-03-06' })).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(await shown({ from: '2026-03-06', to: '2026-03-07' })).toEqual([ids[3]]);
    expect(await shown({ from: '2026-03-01', to: '2026-03-03' })).toEqual([]);
  });

  it('pages newest first, and the totals cover the whole period, not the page (stake net of refunds)', async () => {
    const p = await player(h.app, h.db);
    const other = await player(h.app, h.db);
    const rounds = Array.from({ length: 25 }, (_, i) => ({
      startedAt: new Date(Date.UTC(2026, 4, 10, 8, i)).toISOString(),
      stakeMinor: 100 * (i + 1),
      refundedMinor: i % 5 === 0 ? 50 : 0,
      winMinor: i % 3 === 0 ? 250 * i : 0,
    }));
    const ids: number[] = [];
    for (const r of rounds) ids.push(await insertRound(h.db, { playerId: p.id, gameId: hubGame.id, ...r }));
    // Outside the period, and another player's inside it: neither is counted.
    await insertRound(h.db, { playerId: p.id, gameId: hubGame.id, startedAt: '2026-05-11T21:00:00.000Z', stakeMinor: 99_900 });
    await insertRound(h.db, { playerId: other.id, gameId: hubGame.id, startedAt: '2026-05-10T09:00:00.000Z', stakeMinor: 77_700 });

    const range = { from: '2026-05-10', to: '2026-05-11' };
    const pages = [];
    for (const skip of [0, 10, 20]) pages.push(dataOf(await history(h.app, p.token, { ...range, skip, take: 10 })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.flatMap((page) => page.items.map((i) => i.id))).toEqual([...ids].reverse());
    const stakeMinor = rounds.reduce((sum, r) => sum + r.stakeMinor - r.refundedMinor, 0);
    const winMinor = rounds.reduce((sum, r) => sum + r.winMinor, 0);
    for (const page of pages) {
      expect(page.total).toBe(25);
      expect(page.totals).toEqual({ stake: stakeMinor / 100, win: winMinor / 100, net: (winMinor - stakeMinor) / 100 });
    }
    const first = pages[0].items[0];
    expect(first).toEqual({
      id: ids[24],
      gameName: hubGame.name,
      providerName: 'Hub88',
      startedAt: rounds[24].startedAt,
      stake: 25,
      win: 60,
      net: 35,
      status: 'closed',
    });
    expect(pages[2].items.at(-1)).toMatchObject({ stake: 0.5, win: 0, net: -0.5 });
    const beyond = dataOf(await history(h.app, p.token, { ...range, skip: 25, take: 10 }));
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(25);
    const empty = dataOf(await history(h.app, other.token, { from: '2026-01-01', to: '2026-01-31', skip: 0, take: 10 }));
    expect(empty).toEqual({ items: [], total: 0, totals: { stake: 0, win: 0, net: 0 } });
  });

  it('opens a round with its transactions, and for our own games the proof and where to verify it', async () => {
    const p = await player(h.app, h.db);
    const at = '2026-06-01T10:00:00.000Z';
    const proof = { serverSeedHash: 'a'.repeat(64), clientSeed: 'şans', nonce: 7, roundId: 'r-42/x' };
    const kasa = await insertRound(h.db, { playerId: p.id, gameId: kasaGame.id, provider: 'kasa', startedAt: at, stakeMinor: 1000, winMinor: 2550, detail: proof });
    const bet = await insertTransaction(h.db, { roundId: kasa, playerId: p.id, kind: 'bet', amountMinor: 1000, at, provider: 'kasa' });
    const win = await insertTransaction(h.db, { roundId: kasa, playerId: p.id, kind: 'win', amountMinor: 2550, at: '2026-06-01T10:00:02.000Z', provider: 'kasa' });

    const res = await get(h.app, `/api/casino/round/${kasa}`, p.token);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as GameRoundDetail;
    expect(detail).toMatchObject({ id: kasa, gameName: kasaGame.name, providerName: 'Kasa Games', stake: 10, win: 25.5, net: 15.5, status: 'closed' });
    expect(detail.transactions).toEqual([
      { kind: 'bet', amount: 10, at, reference: bet, status: 'applied' },
      { kind: 'win', amount: 25.5, at: '2026-06-01T10:00:02.000Z', reference: win, status: 'applied' },
    ]);
    expect(detail.fairness).toEqual({ serverSeedHash: proof.serverSeedHash, clientSeed: 'şans', nonce: 7, verifyUrl: '/games/kasa/verify?round=r-42%2Fx' });

    // A provider's round has no proof, even when it reports something that looks like one; a refunded bet shows.
    const hub = await insertRound(h.db, { playerId: p.id, gameId: hubGame.id, startedAt: at, stakeMinor: 500, refundedMinor: 500, status: 'cancelled', detail: proof });
    await insertTransaction(h.db, { roundId: hub, playerId: p.id, kind: 'bet', amountMinor: 500, at, status: 'rolled_back' });
    const hubDetail = (await get(h.app, `/api/casino/round/${hub}`, p.token)).json().data as GameRoundDetail;
    expect(hubDetail).toMatchObject({ stake: 0, net: 0, status: 'cancelled', fairness: null });
    expect(hubDetail.transactions.map((t) => [t.kind, t.status])).toEqual([['bet', 'rolled_back']]);
    // Our own game with a proof it could not read: no proof rather than a wrong one.
    const broken = await insertRound(h.db, { playerId: p.id, gameId: kasaGame.id, provider: 'kasa', startedAt: at, detail: '{"serverSeedHash":' });
    expect((await get(h.app, `/api/casino/round/${broken}`, p.token)).json().data.fairness).toBeNull();
  });

  it('answers another player’s round exactly as an unknown one, and asks a guest to log in', async () => {
    const owner = await player(h.app, h.db);
    const stranger = await player(h.app, h.db);
    const id = await insertRound(h.db, { playerId: owner.id, gameId: hubGame.id, startedAt: '2026-06-02T10:00:00.000Z' });
    const theirs = await get(h.app, `/api/casino/round/${id}`, stranger.token, { 'x-locale': 'en' });
    const unknown = await get(h.app, `/api/casino/round/${id + 100_000}`, stranger.token, { 'x-locale': 'en' });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.json().success).toBe(false);
    expect((await get(h.app, `/api/casino/round/${id}`, owner.token)).statusCode).toBe(200);
    expect((await get(h.app, `/api/casino/round/${id}`)).statusCode).toBe(401);
    expect((await post(h.app, '/api/casino/history', { from: '2026-06-01', to: '2026-06-02', skip: 0, take: 10 })).statusCode).toBe(401);
    expect((await get(h.app, '/api/casino/round/99999999999', owner.token)).statusCode).toBe(400);
  });

  it('refuses a malformed request with the reason in the player’s language', async () => {
    const p = await player(h.app, h.db);
    const good = { from: '2026-06-01', to: '2026-06-02', skip: 0, take: 10 };
    const en = await history(h.app, p.token, { ...good, from: 'yesterday' }, { 'x-locale': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ success: false, message: 'Please check the highlighted fields. Enter a valid date', errors: { from: 'Enter a valid date' } });
    const tr = await history(h.app, p.token, { ...good, to: '2026-02-30' }, { 'x-locale': 'tr' });
    expect(tr.json()).toMatchObject({ success: false, errors: { to: 'Geçerli bir tarih girin' } });
    expect(tr.json().message).toMatch(/^Lütfen işaretli alanları kontrol edin\./);
    const tooMany = await history(h.app, p.token, { ...good, take: 101 }, { 'x-locale': 'en' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ take: 'Invalid value' });
    const backwards = await history(h.app, p.token, { ...good, from: '2026-06-03' }, { 'x-locale': 'tr' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: 'Başlangıç tarihi bitiş tarihinden sonra olamaz' });
    const zone = await history(h.app, p.token, { ...good, timeZone: 'Mars/Olympus' }, { 'x-locale': 'en' });
    expect(zone.json().errors).toEqual({ timeZone: 'Invalid value' });
    expect((await history(h.app, p.token, good)).statusCode).toBe(200);
  });
});
