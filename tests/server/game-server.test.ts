import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { msToReach } from '../../contracts/games/engines/index.js';
import { dialects } from './helpers.js';
import { gameServerHarness, unavailable, type GameServerHarness } from './game-server-fakes.js';

const dice = (betMinor: number) => ({ engine: 'dice', target: 4950, direction: 'under', betMinor });

describe.each(dialects)('the game server settling instant rounds through its WalletPort on %s', (dialect) => {
  let h: GameServerHarness;
  beforeAll(async () => {
    h = await gameServerHarness(dialect);
  });
  afterAll(() => h.close());
  beforeEach(() => h.wallet.reset(100_000));

  it('shows the game, the balance the wallet answers and the fairness state of a new session', async () => {
    h.wallet.reset(123_456);
    const s = await h.open('dice');
    const res = await h.api.session(s);
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.balanceMinor).toBe(123_456);
    expect(state.game).toMatchObject({ engine: 'dice', provider: 'Kasa Games' });
    expect(state.fairness).toMatchObject({ nonce: 0 });
    expect(state.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.openRoundId).toBeNull();
  });

  it('settles a round: the bet, then the win with its proof; the balance moves by exactly both', async () => {
    const s = await h.open('dice');
    const res = await h.api.play(s, dice(1_000));
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(round.status).toBe('settled');
    expect(round.betMinor).toBe(1_000);
    expect(round.outcome.engine).toBe('dice');
    // A 49.50 % chance pays 2.0000× (a 1 % edge).
    expect(round.winMinor).toBe(round.outcome.won ? 2_000 : 0);
    expect(round.balanceMinor).toBe(100_000 - 1_000 + round.winMinor);
    expect(h.wallet.balanceMinor).toBe(round.balanceMinor);
    const [bet] = h.wallet.of('bet');
    const [win] = h.wallet.of('win');
    expect(bet.call).toEqual({ roundId: round.roundId, transactionId: `${round.roundId}:bet`, amountMinor: 1_000 });
    expect(win.call).toMatchObject({ roundId: round.roundId, transactionId: `${round.roundId}:win`, betTransactionId: `${round.roundId}:bet`, amountMinor: round.winMinor });
    const fairness = (await h.api.session(s)).json().fairness;
    expect(win.call.detail).toEqual({ serverSeedHash: fairness.serverSeedHash, clientSeed: fairness.clientSeed, nonce: 0, roundId: round.roundId });
  });

  it('gives each round the next nonce of the player’s seed pair', async () => {
    const s = await h.open('dice');
    const nonces = [];
    for (let i = 0; i < 3; i++) nonces.push((await h.api.play(s, dice(100))).json().nonce);
    expect(nonces).toEqual([0, 1, 2]);
    expect((await h.api.session(s)).json().fairness.nonce).toBe(3);
  });

  it('settles nothing when the wallet refuses the bet, and shows the balance it gave', async () => {
    h.wallet.reset(500);
    const s = await h.open('dice');
    const res = await h.api.play(s, dice(1_000));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'insufficient_funds', balanceMinor: 500 });
    expect(res.json().message).toMatch(/bakiye/i);
    expect(h.wallet.of('win')).toHaveLength(0);
    expect(h.wallet.of('rollback')).toHaveLength(0);
    const rounds = await h.db.kysely.selectFrom('gs_rounds').innerJoin('gs_sessions', 'gs_sessions.id', 'gs_rounds.session_id').select(['gs_rounds.status', 'gs_rounds.settled_at']).where('gs_sessions.public_id', '=', s).execute();
    expect(rounds).toEqual([{ status: 'void', settled_at: expect.any(String) }]);
  });

  it('retries a bet that gets no answer with the same id, then rolls it back and voids the round', async () => {
    h.wallet.script.bet = [unavailable, unavailable, unavailable];
    const s = await h.open('dice');
    const res = await h.api.play(s, dice(1_000));
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('unavailable');
    const bets = h.wallet.of('bet');
    expect(bets).toHaveLength(3);
    const roundId = bets[0].call.roundId;
    expect(new Set(bets.map((b) => b.call.transactionId))).toEqual(new Set([`${roundId}:bet`]));
    expect(h.wallet.of('rollback').map((r) => r.call)).toEqual([{ roundId, transactionId: `${roundId}:rb`, betTransactionId: `${roundId}:bet` }]);
    expect(h.wallet.of('win')).toHaveLength(0);
    expect(await h.roundRow(roundId)).toMatchObject({ status: 'void', win_minor: 0, settled_at: expect.any(String) });
    expect(h.wallet.balanceMinor).toBe(100_000);
  });

  it('retries a win that gets no answer with the same transaction id until it is acknowledged', async () => {
    h.wallet.script.win = [unavailable, unavailable];
    const s = await h.open('dice');
    const round = (await h.api.play(s, dice(1_000))).json();
    expect(round.status).toBe('settled');
    const wins = h.wallet.of('win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((w) => `${w.call.transactionId}/${w.call.amountMinor}`)).size).toBe(1);
    expect(h.wallet.balanceMinor).toBe(100_000 - 1_000 + round.winMinor);
  });

  it('answers in the session’s language, with the limits in its currency', async () => {
    const en = await h.open('dice', 'en');
    const tooMuch = await h.api.play(en, dice(100_000_00));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: 'invalid' });
    expect(tooMuch.json().message).toContain('maximum bet is ₺1,000.00');
    const tr = await h.open('dice', 'tr');
    expect((await h.api.play(tr, dice(10))).json().message).toContain('En düşük bahis ₺1,00');
    expect((await h.api.play(tr, { engine: 'slot', betPerLineMinor: 10 })).json().error).toBe('invalid');
    expect(h.wallet.of('bet')).toHaveLength(0);
    const unknown = await h.api.session('no-such-session');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
  });
});

describe.each(dialects)('the game server’s sweep on %s', (dialect) => {
  let h: GameServerHarness;
  beforeAll(async () => {
    h = await gameServerHarness(dialect, { sweepIntervalMs: 20 });
  });
  afterAll(() => h.close());
  beforeEach(() => h.wallet.reset(100_000));

  it('pays a win the wallet never acknowledged, once the round is past the grace period', async () => {
    h.wallet.script.win = [unavailable, unavailable, unavailable];
    const s = await h.open('dice');
    const round = (await h.api.play(s, dice(1_000))).json();
    expect(round.status).toBe('open');
    expect(round.balanceMinor).toBe(99_000);
    await new Promise((r) => setTimeout(r, 60));
    expect((await h.roundRow(round.roundId)).status).toBe('open');
    h.clock.advance(61_000);
    await vi.waitFor(async () => expect((await h.roundRow(round.roundId)).status).toBe('settled'), { timeout: 3000 });
    expect(h.wallet.of('win')).toHaveLength(4);
    expect(h.wallet.balanceMinor).toBe(99_000 + round.winMinor);
  });

  it('settles a crash round nobody asks about once it has crashed, from the database alone', async () => {
    const s = await h.open('crash');
    const round = (await h.api.play(s, { engine: 'crash', autoCashout: null, betMinor: 1_000 })).json();
    const crashAt = JSON.parse((await h.roundRow(round.roundId)).outcome).crashAt as number;
    h.clock.advance(Math.max(msToReach(crashAt), 61_000));
    await vi.waitFor(async () => expect((await h.roundRow(round.roundId)).status).toBe('settled'), { timeout: 3000 });
    expect(h.wallet.of('win').map((w) => [w.call.roundId, w.call.amountMinor])).toEqual([[round.roundId, 0]]);
    expect(JSON.parse((await h.roundRow(round.roundId)).outcome)).toEqual({ engine: 'crash', crashAt, cashedOutAt: null });
  });

  it('keeps sending the rollback of a void round until the wallet acknowledges it', async () => {
    h.wallet.script.bet = [unavailable, unavailable, unavailable];
    h.wallet.script.rollback = [unavailable, unavailable, unavailable];
    const s = await h.open('dice');
    expect((await h.api.play(s, dice(1_000))).statusCode).toBe(503);
    const roundId = h.wallet.of('bet')[0].call.roundId;
    expect(await h.roundRow(roundId)).toMatchObject({ status: 'void', settled_at: null });
    h.clock.advance(61_000);
    await vi.waitFor(async () => expect((await h.roundRow(roundId)).settled_at).not.toBeNull(), { timeout: 3000 });
    expect(h.wallet.of('rollback')).toHaveLength(4);
    expect(h.wallet.of('win')).toHaveLength(0);
  });
});
