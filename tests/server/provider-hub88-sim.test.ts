import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameProvider } from '../../contracts/enums.js';
import { uuidOf } from '../../server/games/simulators/hub88/ids.js';
import { cashOf, firstSlotOf, fundedPlayer } from './provider-sim-helpers.js';
import { dialects, testApp } from './helpers.js';
import { bearer, post } from './identity-helpers.js';
import { hub88Sign } from './provider-hub88-helpers.js';

/**
 * A player opens a Hub88 game on a fresh database: our signed Games API launch call, the simulated Hub88, its game
 * frame, and its Wallet API calls back to us. Our operator key is Hub88's published demo key here, so the test can
 * also speak to the simulated launch API as we do.
 */
const config = { HUB88_PRIVATE_KEY_FILE: fileURLToPath(new URL('../fixtures/hub88/private.pem', import.meta.url)), HUB88_OPERATOR_ID: 7 };

describe.each(dialects)('Hub88 simulator on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect, { config });
  });
  afterAll(() => h.close());

  const slotOf = (provider: string) => firstSlotOf(h.db, provider);
  const funded = (cashMinor: number) => fundedPlayer(h.app, h.db, cashMinor, 'h88-sim');
  const cash = (playerId: number) => cashOf(h.db, playerId);

  async function launch(token: string, gameCode: string) {
    const res = await post(h.app, '/api/casino/hub88launchurl', { platform: 1, gameCode, language: 'tr', lobbyUrl: '/casino/slot' }, token);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data;
    expect(url).toMatch(/^\/games\/hub88\/play\?s=[\w-]+$/);
    return new URL(url, 'http://x').searchParams.get('s')!;
  }
  const spin = (s: string) => h.app.inject({ method: 'POST', url: '/games/hub88/api/play', payload: { s, params: { engine: 'slot', betPerLineMinor: 10 } } });

  it('launches a Hub88 slot and settles a spin through the Wallet API, stored as a closed round', async () => {
    const p = await funded(10_000);
    const game = await slotOf(GameProvider.Hub88);
    const s = await launch(p.token, game.game_code);
    expect((await h.app.inject({ method: 'GET', url: `/games/hub88/play?s=${s}` })).statusCode).toBe(200);

    const res = await spin(s);
    expect(res.statusCode).toBe(200);
    const round = res.json() as { betMinor: number; winMinor: number; balanceMinor: number };
    expect(round.betMinor).toBeGreaterThan(0);
    expect(await cash(p.id)).toBe(10_000 - round.betMinor + round.winMinor);
    expect(round.balanceMinor).toBe(10_000 - round.betMinor + round.winMinor);

    const rows = await h.db.kysely.selectFrom('game_rounds').selectAll().where('player_id', '=', p.id).execute();
    expect(rows.map((r) => [r.provider, Number(r.stake_minor), Number(r.win_minor), r.status, r.game_id])).toEqual([
      ['hub88', round.betMinor, round.winMinor, 'closed', game.id],
    ]);
    const kinds = await h.db.kysely.selectFrom('game_transactions').select(['kind', 'transaction_ref']).where('player_id', '=', p.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bet', 'win']);
    for (const { transaction_ref } of kinds) expect(transaction_ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const balance = await h.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(p.token) });
    expect(balance.json().data.balance).toBe((10_000 - round.betMinor + round.winMinor) / 100);
  });

  it('shows "not enough money" for a spin the wallet refuses, and nothing moves', async () => {
    const p = await funded(0);
    const s = await launch(p.token, (await slotOf(GameProvider.Hub88)).game_code);
    const res = await spin(s);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({ error: 'insufficient_funds' });
    expect(await cash(p.id)).toBe(0);
    expect(await h.db.kysely.selectFrom('game_transactions').select('id').where('player_id', '=', p.id).execute()).toEqual([]);
  });

  it('rolls back a bet the wallet refused for a blocked player, as Hub88 does', async () => {
    const p = await funded(5_000);
    const s = await launch(p.token, (await slotOf(GameProvider.Hub88)).game_code);
    await h.db.kysely.updateTable('players').set({ blocked_at: new Date().toISOString() }).where('id', '=', p.id).execute();
    const res = await spin(s);
    expect(res.json()).toMatchObject({ error: 'blocked' });
    expect(await cash(p.id)).toBe(5_000);
    const rows = await h.db.kysely.selectFrom('game_transactions').select(['kind', 'target_ref', 'amount_minor']).where('player_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'rollback' });
    expect(Number(rows[0]!.amount_minor)).toBe(0);
  });

  it('the simulated launch API checks our signature, the operator and that the game is Hub88s', async () => {
    const p = await funded(0);
    const hub88 = await slotOf(GameProvider.Hub88);
    const other = await slotOf(GameProvider.EgtDigital);
    const body = (over: Record<string, unknown> = {}) =>
      JSON.stringify({ user: `kasa-${p.id}`, country: 'TR', currency: 'TRY', operator_id: 7, token: 'launch-token-0123456789', platform: 'GPL_DESKTOP', game_code: hub88.game_code, lang: 'tr', lobby_url: '/casino/slot', ip: '127.0.0.1', ...over });
    const send = (text: string, signature = hub88Sign(text)) =>
      h.app.inject({ method: 'POST', url: '/sim/hub88/operator/generic/v2/game/url', headers: { 'content-type': 'application/json', 'x-hub88-signature': signature }, payload: text });

    const good = await send(body());
    expect(good.statusCode).toBe(200);
    expect(good.json().url).toMatch(/^\/games\/hub88\/play\?s=/);
    expect((await send(body({ platform: 'GPL_MOBILE' }), hub88Sign(body()))).statusCode).toBe(401);
    expect((await send(body(), '')).statusCode).toBe(401);
    expect((await send(body({ operator_id: 8 }))).statusCode).toBe(404);
    expect((await send(body({ game_code: other.game_code }))).json()).toEqual({ error: 'Game not found' });
    expect((await send(body({ platform: 'GPL_TV' }))).statusCode).toBe(400);
  });

  it('names a transaction with the same UUID every time, so a retry is applied once', () => {
    expect(uuidOf('round-1:bet')).toBe(uuidOf('round-1:bet'));
    expect(uuidOf('round-1:bet')).not.toBe(uuidOf('round-1:win'));
    expect(uuidOf('round-1:bet')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
