import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msToReach } from '../../contracts/games/engines/index.js';
import { gameBalance } from '../../server/modules/casino/wallet/service.js';
import { signedHeaders, signKasa } from '../../server/modules/casino/providers/kasa/signature.js';
import { credit } from '../../server/modules/wallet/service.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, register, type IdentityHarness } from './identity-helpers.js';

const SECRET = 'kasa-test-secret-0123456789abcdef';
const START_MINOR = 50_000;

const configIn = (html: string) => JSON.parse(/<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(html)![1]);

describe.each(dialects)('Kasa Games end to end through our wallet on %s', (dialect) => {
  let h: IdentityHarness;
  let player: { id: number; token: string };

  beforeAll(async () => {
    h = await identityApp(dialect, { config: { KASA_GAMES_SECRET: SECRET } });
    const registered = await register(h.app, { trialBonus: false });
    const id = (await h.db.kysely.selectFrom('players').select('id').where('username', '=', registered.username).executeTakeFirstOrThrow()).id;
    await credit(h.db.kysely, { playerId: id, kind: 'cash', amountMinor: START_MINOR, entryKind: 'deposit', reference: 'test', idempotencyKey: `test-deposit-${id}` });
    player = { id, token: registered.token };
  });
  afterAll(() => h.close());

  const total = async () => (await gameBalance(h.db.kysely, player.id)).totalMinor;
  const kasaGame = async (engine: string) =>
    (
      await h.db.kysely.selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id').select('games.game_code')
        .where('game_providers.name', '=', 'Kasa Games').where('games.engine', '=', engine as never).orderBy('games.id').executeTakeFirstOrThrow()
    ).game_code;

  /** The player opens the game in the lobby: our launch route → the adapter → Kasa Games' launch API → the frame. */
  async function launch(engine: string): Promise<string> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/casino/kasalaunchurl',
      headers: bearer(player.token),
      payload: { platform: 1, gameCode: await kasaGame(engine), language: 'tr', lobbyUrl: '/casino/slot' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data as string;
    expect(url).toMatch(/^\/games\/kasa\/play\?s=/);
    const page = await h.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    return configIn(page.body).session;
  }

  const play = (s: string, params: object) => h.app.inject({ method: 'POST', url: '/games/kasa/api/play', payload: { s, params } });
  const roundsOf = () => h.db.kysely.selectFrom('game_rounds').selectAll().where('player_id', '=', player.id).where('provider', '=', 'kasa').orderBy('id').execute();

  it('moves the balance and records each round by exactly its bet and its win', async () => {
    const s = await launch('dice');
    const before = await total();
    expect((await h.app.inject({ method: 'GET', url: `/games/kasa/api/session?s=${s}` })).json().balanceMinor).toBe(before);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await play(s, { engine: 'dice', target: 5000, direction: i % 2 ? 'over' : 'under', betMinor: 1_000 + i * 100 });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    const staked = answers.reduce((sum, a) => sum + a.betMinor, 0);
    const won = answers.reduce((sum, a) => sum + a.winMinor, 0);
    expect(answers.every((a) => a.status === 'settled')).toBe(true);
    expect(await total()).toBe(before - staked + won);
    expect(answers.at(-1).balanceMinor).toBe(before - staked + won);

    const rows = await roundsOf();
    expect(rows.map((r) => [r.round_ref, Number(r.stake_minor), Number(r.win_minor), r.status])).toEqual(answers.map((a) => [a.roundId, a.betMinor, a.winMinor, 'closed']));
    const detail = JSON.parse(rows[0].detail!);
    const proof = (await h.app.inject({ method: 'GET', url: `/games/kasa/api/proof?id=${answers[0].roundId}` })).json();
    expect(detail).toEqual({ serverSeedHash: proof.serverSeedHash, clientSeed: proof.clientSeed, nonce: proof.nonce, roundId: answers[0].roundId });
  });

  it('plays a crash round: the bet when it starts, the cash-out paid when the player takes it', async () => {
    const s = await launch('crash');
    for (let i = 0; i < 60; i++) {
      const before = await total();
      const round = (await play(s, { engine: 'crash', autoCashout: null, betMinor: 1_000 })).json();
      expect(await total()).toBe(before - 1_000);
      if (round.status === 'settled') {
        // A crash at 1.00× (about 1 round in 100) ends the round as it starts: the stake is lost, nothing to cash out.
        expect(round.winMinor).toBe(0);
        continue;
      }
      expect(round.status).toBe('open');
      const crashAt = JSON.parse((await h.db.kysely.selectFrom('gs_rounds').select('outcome').where('public_id', '=', round.roundId).executeTakeFirstOrThrow()).outcome).crashAt;
      const target = crashAt >= 200 ? 150 : crashAt;
      h.clock.advance(msToReach(target));
      const settled = (await h.app.inject({ method: 'POST', url: '/games/kasa/api/cashout', payload: { s, roundId: round.roundId } })).json();
      const row = await h.db.kysely.selectFrom('game_rounds').selectAll().where('round_ref', '=', round.roundId).executeTakeFirstOrThrow();
      expect([Number(row.stake_minor), Number(row.win_minor), row.status]).toEqual([1_000, settled.winMinor, 'closed']);
      expect(await total()).toBe(before - 1_000 + settled.winMinor);
      if (crashAt >= 200) {
        expect(settled).toMatchObject({ status: 'settled', winMinor: 1_500 });
        return;
      }
      expect(settled).toMatchObject({ status: 'settled', winMinor: 0 });
    }
    throw new Error('no crash point of 2.00× in 60 rounds');
  });

  it('refuses a bet above the balance with the balance, and moves nothing', async () => {
    const s = await launch('dice');
    const before = await total();
    const roundsBefore = (await roundsOf()).length;
    const res = await play(s, { engine: 'dice', target: 5000, direction: 'under', betMinor: 100_000 });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'insufficient_funds', balanceMinor: before });
    expect(await total()).toBe(before);
    expect(await roundsOf()).toHaveLength(roundsBefore);
  });

  it('refuses callbacks and launches that are not signed with the key, or signed too long ago', async () => {
    const s = await launch('dice');
    const session = await h.db.kysely.selectFrom('gs_sessions').selectAll().where('public_id', '=', s).executeTakeFirstOrThrow();
    const body = JSON.stringify({ token: session.operator_token, playerId: session.player_ref, roundId: 'forged-1', transactionId: 'forged-1:bet', amountMinor: 500 });
    const before = await total();
    const forged = await h.app.inject({ method: 'POST', url: '/api/providers/kasa/bet', headers: signedHeaders('not-the-secret-0123456789abcdef', body, h.clock.now()), payload: body });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ status: 'bad_signature' });
    const old = String(Math.floor(h.clock.now().getTime() / 1000) - 600);
    const stale = await h.app.inject({
      method: 'POST',
      url: '/api/providers/kasa/bet',
      headers: { 'content-type': 'application/json', 'x-kasa-timestamp': old, 'x-kasa-signature': signKasa(SECRET, old, body) },
      payload: body,
    });
    expect(stale.statusCode).toBe(401);
    expect(await total()).toBe(before);
    // The same bet properly signed goes through, once however often it is sent.
    for (let i = 0; i < 2; i++) {
      const genuine = await h.app.inject({ method: 'POST', url: '/api/providers/kasa/bet', headers: signedHeaders(SECRET, body, h.clock.now()), payload: body });
      expect(genuine.statusCode).toBe(200);
      expect(genuine.json()).toMatchObject({ status: 'ok', balanceMinor: before - 500 });
    }
    const launchBody = JSON.stringify({ token: 'x', playerId: String(player.id), gameCode: await kasaGame('dice'), currency: 'TRY', language: 'tr', platform: 1, lobbyUrl: '/' });
    const launchForged = await h.app.inject({ method: 'POST', url: '/games-api/kasa/launch', headers: signedHeaders('not-the-secret-0123456789abcdef', launchBody, h.clock.now()), payload: launchBody });
    expect(launchForged.statusCode).toBe(401);
  });

  it('rolls a bet back once, and refuses that bet if it arrives after its rollback', async () => {
    const s = await launch('dice');
    const session = await h.db.kysely.selectFrom('gs_sessions').selectAll().where('public_id', '=', s).executeTakeFirstOrThrow();
    const send = (action: string, fields: object) => {
      const body = JSON.stringify({ token: session.operator_token, playerId: session.player_ref, ...fields });
      return h.app.inject({ method: 'POST', url: `/api/providers/kasa/${action}`, headers: signedHeaders(SECRET, body, h.clock.now()), payload: body });
    };
    const before = await total();
    expect((await send('bet', { roundId: 'rb-1', transactionId: 'rb-1:bet', amountMinor: 700 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await send('rollback', { roundId: 'rb-1', transactionId: 'rb-1:rb', targetTransactionId: 'rb-1:bet' })).json()).toMatchObject({ status: 'ok', balanceMinor: before });
    expect(await total()).toBe(before);
    expect((await send('rollback', { roundId: 'rb-2', transactionId: 'rb-2:rb', targetTransactionId: 'rb-2:bet' })).json()).toMatchObject({ status: 'ok', balanceMinor: before });
    const late = await send('bet', { roundId: 'rb-2', transactionId: 'rb-2:bet', amountMinor: 700 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'transaction_rolled_back', balanceMinor: before });
    expect(await total()).toBe(before);
  });
});
