import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookBet, Fixture } from '../../contracts/sportsbook.js';
import { selfHttp } from '../../server/http/self-http.js';
import { sharedValues } from '../../server/modules/casino/providers/env.js';
import { createSportsToken } from '../../server/modules/sports/wallet/service.js';
import { balances, credit } from '../../server/modules/wallet/service.js';
import type { HttpCall } from '../../server/http/self-http.js';
import { placeBet } from '../../server/sportsbook/bets.js';
import { bookDeps, sweepBook } from '../../server/sportsbook/index.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { register } from './identity-helpers.js';

const config = { DEV_OUTBOX: true, SPORTSBOOK_SEED: 'e2e-seed', BETSY_SECRET: 'book-e2e-betsy-secret-0123', BETCO_SECRET: 'book-e2e-betco-secret-0123', RATE_LIMIT_MAX: 1_000_000 };

// The site's clock, fixed: with the seed it fixes the whole schedule, so the test meets the same matches every run.
const NOW = new Date(Date.UTC(2026, 0, 15, 12, 10));
const now = () => NOW;

describe.each(dialects)('demo sportsbook end to end on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  let sweep: () => Promise<unknown>;
  beforeAll(async () => {
    h = await testApp(dialect, { config, now });
    const cfg = testConfig(config);
    sweep = () => sweepBook(bookDeps({ config: cfg, db: h.db, now, log: h.app.log, http: selfHttp(h.app, cfg), shared: sharedValues() }));
  });
  afterAll(() => h.close());

  async function player(cashMinor: number, partner: 'betsy' | 'betco' = 'betsy') {
    const registered = await register(h.app);
    const playerId = Number(registered.data.usercode);
    await credit(h.db.kysely, { playerId, kind: 'cash', amountMinor: cashMinor, entryKind: 'test', reference: 'test', idempotencyKey: `book-e2e:${playerId}` });
    if (partner === 'betco') await h.db.kysely.updateTable('players').set({ betting_partner_access: 1 }).where('id', '=', playerId).execute();
    return { playerId, token: await createSportsToken(h.db.kysely, { playerId, sessionId: null, partner, now: NOW }) };
  }
  const total = async (playerId: number) => (await balances(h.db.kysely, playerId)).totalMinor;
  const book = async (live?: '0' | '1') => (await h.app.inject({ url: `/sportsbook/api/fixtures?lang=en${live ? `&live=${live}` : ''}` })).json<{ fixtures: Fixture[]; serverTime: string }>();
  const fixtures = async (live?: '0' | '1') => (await book(live)).fixtures;
  const bet = (partner: string, payload: object) => h.app.inject({ method: 'POST', url: `/sportsbook/api/bets?partner=${partner}&lang=en`, payload });

  /**
   * Two matches not yet started whose results will both still be listed once the later one is over (the page lists
   * what kicked off in the last 3 hours), each with its first winner pick (nobody can know which wins).
   */
  async function soonSlip() {
    const { fixtures: prematch, serverTime } = await book('0');
    const minutes = { football: 95, basketball: 50, tennis: 125 };
    const open = prematch.filter((f) => Date.parse(f.startsAt) - Date.parse(serverTime) > 60_000 && f.markets.some((m) => m.key === '1x2'));
    const endOf = (f: Fixture) => Date.parse(f.startsAt) + minutes[f.sport] * 60_000;
    const pair = open.flatMap((a, i) => open.slice(i + 1).map((b) => [a, b] as const)).find(([a, b]) => Math.max(endOf(a), endOf(b)) - Date.parse(a.startsAt) < 170 * 60_000);
    expect(pair, 'two matches close together').toBeDefined();
    return pair!.map((f) => {
      const outcomes = f.markets.find((m) => m.key === '1x2')!.outcomes;
      return { fixtureId: f.id, market: '1x2' as const, outcome: outcomes[0]!.key, oddsX1000: outcomes[0]!.oddsX1000, all: outcomes, untilOver: endOf(f) - Date.parse(serverTime) };
    });
  }
  /** Moves the book's clock until these matches are over. */
  const playOut = async (...slip: Array<{ untilOver: number }>) =>
    expect((await h.app.inject({ method: 'POST', url: '/sportsbook/api/test/advance', payload: { ms: Math.max(...slip.map((s) => s.untilOver)) } })).statusCode).toBe(200);
  const plain = ({ fixtureId, market, outcome, oddsX1000 }: { fixtureId: string; market: '1x2'; outcome: string; oddsX1000: number }) => ({ fixtureId, market, outcome, oddsX1000 });
  const winnerOf = (f: Fixture) => {
    const [hs, as] = f.live!.score;
    return hs > as ? '1' : hs < as ? '2' : 'X';
  };

  it('takes combinations through the partner API, and the sweep pays the one the published results make win', async () => {
    const p = await player(100_000);
    const [first, second] = await soonSlip();
    expect(second).toBeDefined();
    // Every combination of the two 1X2 markets: whatever happens, exactly one of the nine wins.
    const taken: Array<BookBet & { picks: string[] }> = [];
    for (const a of first!.all) {
      for (const b of second!.all) {
        const selections = [plain({ ...first!, outcome: a.key, oddsX1000: a.oddsX1000 }), plain({ ...second!, outcome: b.key, oddsX1000: b.oddsX1000 })];
        const placed = await bet('betsy', { t: p.token, selections, stakeMinor: 1_000, acceptOddsChanges: false });
        expect(placed.statusCode).toBe(200);
        const one = placed.json<BookBet>();
        expect(one.status).toBe('open');
        expect(one.oddsX1000).toBe(Math.floor((a.oddsX1000 * b.oddsX1000) / 1000));
        taken.push({ ...one, picks: [a.key, b.key] });
      }
    }
    const staked = 1_000 * taken.length;
    expect(await total(p.playerId)).toBe(100_000 - staked);
    expect((await h.app.inject({ url: `/sportsbook/api/balance?t=${p.token}&partner=betsy` })).json()).toEqual({ balanceMinor: 100_000 - staked });

    await playOut(first!, second!);
    await sweep();
    await sweep();

    // The published final scores decide what each bet earned.
    const results = (await fixtures()).filter((f) => f.id === first!.fixtureId || f.id === second!.fixtureId);
    expect(results.every((f) => f.finished)).toBe(true);
    const won = taken.filter((b) => b.selections.every((s, i) => b.picks[i] === winnerOf(results.find((f) => f.id === s.fixtureId)!)));
    expect(won).toHaveLength(1);
    const pays = Math.floor((1_000 * won[0]!.oddsX1000) / 1000);
    expect(await total(p.playerId)).toBe(100_000 - staked + pays);
    const listed = (await h.app.inject({ url: `/sportsbook/api/bets?t=${p.token}&partner=betsy` })).json<{ open: BookBet[]; settled: BookBet[] }>();
    expect(listed.open).toEqual([]);
    expect(listed.settled.filter((b) => b.status === 'won').map((b) => [b.id, b.settledMinor])).toEqual([[won[0]!.id, pays]]);
    expect(listed.settled.filter((b) => b.status === 'lost')).toHaveLength(taken.length - 1);
  });

  /**
   * The book as deployed, except that the answers of the first `lose` calls matching `what` are lost on the way back
   * (the operator did the work; the book never hears of it).
   */
  function lossyBook(what: (body: { type?: number }, url: string) => boolean, lose: number, at = now) {
    const cfg = testConfig(config);
    const http = selfHttp(h.app, cfg);
    let lost = 0;
    const lossy: HttpCall = async (request) => {
      const answer = await http(request);
      if (lost < lose && what(JSON.parse(request.body ?? '{}'), request.url)) {
        lost += 1;
        throw new Error('connection reset');
      }
      return answer;
    };
    return bookDeps({ config: cfg, db: h.db, now: at, log: h.app.log, http: lossy, shared: sharedValues() });
  }
  const bookStatus = async (playerId: number) =>
    (await h.db.kysely.selectFrom('sb_bets').select('status').where('player_ref', '=', String(playerId)).orderBy('id', 'desc').executeTakeFirstOrThrow()).status;
  const isBet = (body: { type?: number }, url: string) => url.endsWith('/payment/bet') && body.type === 1 && 'coefficient' in body;
  const isRollback = (body: { type?: number }) => body.type === 3;

  it('a bet whose answer is lost is rolled back at once: the player is told it was not taken and keeps the stake', async () => {
    const p = await player(100_000);
    const deps = lossyBook(isBet, 1);
    await expect(placeBet(deps, 'betsy', { t: p.token, selections: (await soonSlip()).slice(0, 1).map(plain), stakeMinor: 4_000, acceptOddsChanges: false }, 'en')).rejects.toMatchObject({ code: 'unavailable' });
    expect(await bookStatus(p.playerId)).toBe('failed');
    expect(await total(p.playerId)).toBe(100_000);
    const ours = await h.db.kysely.selectFrom('sports_bets').select(['status', 'stake_minor']).where('player_id', '=', p.playerId).executeTakeFirstOrThrow();
    expect([ours.status, Number(ours.stake_minor)]).toEqual(['refunded', 4_000]);
  });

  it('when the rollback is lost too, the sweep rolls the bet back once its grace time is over', async () => {
    const p = await player(100_000);
    await expect(placeBet(lossyBook((b, url) => isBet(b, url) || isRollback(b), 2), 'betsy', { t: p.token, selections: (await soonSlip()).slice(0, 1).map(plain), stakeMinor: 3_000, acceptOddsChanges: false }, 'en')).rejects.toMatchObject({ code: 'unavailable' });
    expect(await bookStatus(p.playerId)).toBe('pending');
    // The operator took the stake and gave it back already (the lost rollback did arrive): a second rollback moves nothing.
    expect(await total(p.playerId)).toBe(100_000);
    await sweepBook(lossyBook(() => false, 0, () => new Date(NOW.getTime() + 10_000)));
    expect(await bookStatus(p.playerId)).toBe('pending');
    await sweepBook(lossyBook(() => false, 0, () => new Date(NOW.getTime() + 31_000)));
    expect(await bookStatus(p.playerId)).toBe('failed');
    expect(await total(p.playerId)).toBe(100_000);
  });

  it('a Betco bet whose answer is lost is rolled back through the Betco contract', async () => {
    const p = await player(50_000, 'betco');
    const deps = lossyBook((_b, url) => url.endsWith('/bet'), 1);
    await expect(placeBet(deps, 'betco', { t: p.token, selections: (await soonSlip()).slice(0, 1).map(plain), stakeMinor: 2_000, acceptOddsChanges: false }, 'en')).rejects.toMatchObject({ code: 'unavailable' });
    expect(await bookStatus(p.playerId)).toBe('failed');
    expect(await total(p.playerId)).toBe(50_000);
  });

  it('a settlement whose acknowledgement is lost is reported again on the next pass and paid once', async () => {
    const p = await player(100_000);
    const [match] = await soonSlip();
    // One single on each result: exactly one wins, whatever happens.
    const taken: Array<BookBet & { pick: string }> = [];
    for (const o of match!.all) {
      const placed = await bet('betsy', { t: p.token, selections: [plain({ ...match!, outcome: o.key, oddsX1000: o.oddsX1000 })], stakeMinor: 1_000, acceptOddsChanges: false });
      expect(placed.statusCode).toBe(200);
      taken.push({ ...placed.json<BookBet>(), pick: o.key });
    }
    await playOut(match!);
    const isSettle = (body: { type?: number }) => body.type === 2;
    // Every settlement report of this pass reaches the operator, but no answer comes back.
    await sweepBook(lossyBook(isSettle, 1_000));
    const result = (await fixtures()).find((f) => f.id === match!.fixtureId)!;
    const winning = taken.find((b) => b.pick === winnerOf(result))!;
    const win = Math.floor((1_000 * winning.oddsX1000) / 1000);
    const row = () => h.db.kysely.selectFrom('sb_bets').select(['status', 'settled_at']).where('public_id', '=', winning.id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'won', settled_at: null });
    const staked = 1_000 * taken.length;
    expect(await total(p.playerId)).toBe(100_000 - staked + win);
    await sweep();
    expect((await row()).settled_at).not.toBeNull();
    expect(await total(p.playerId)).toBe(100_000 - staked + win);
  });

  it('cashes an open bet out at the value the page showed, paid through the same settlement call', async () => {
    const p = await player(10_000);
    const selection = plain((await soonSlip())[0]!);
    const taken = (await bet('betsy', { t: p.token, selections: [selection], stakeMinor: 4_000, acceptOddsChanges: false })).json<BookBet>();
    const open = (await h.app.inject({ url: `/sportsbook/api/bets?t=${p.token}&partner=betsy` })).json<{ open: BookBet[] }>().open;
    const shown = open.find((b) => b.id === taken.id)!.cashOutMinor!;
    // Before kick-off the odds have not moved: placed / current = 1, less the 5% margin.
    expect(shown).toBe(Math.floor(4_000 * 0.95));
    const cashOut = (valueMinor: number) => h.app.inject({ method: 'POST', url: '/sportsbook/api/cashout?partner=betsy', payload: { t: p.token, betId: taken.id, valueMinor } });
    expect((await cashOut(shown + 1)).json().code).toBe('odds_changed');
    const cashed = await cashOut(shown);
    expect([cashed.statusCode, cashed.json().status]).toEqual([200, 'cashed_out']);
    expect(await total(p.playerId)).toBe(6_000 + shown);
    expect((await cashOut(shown)).statusCode).toBe(409);
  });

  it('answers zero_balance when the wallet has not enough money, and takes nothing', async () => {
    const p = await player(1_000);
    const selection = plain((await soonSlip())[0]!);
    const refused = await bet('betsy', { t: p.token, selections: [selection], stakeMinor: 5_000, acceptOddsChanges: true });
    expect([refused.statusCode, refused.json().code]).toEqual([402, 'zero_balance']);
    expect(await total(p.playerId)).toBe(1_000);
  });

  it('answers not_logged_in to a guest and to a token the operator does not know', async () => {
    const selection = plain((await soonSlip())[0]!);
    for (const t of [undefined, 'not-a-real-token-123']) {
      const refused = await bet('betsy', { t, selections: [selection], stakeMinor: 1_000, acceptOddsChanges: true });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'not_logged_in']);
    }
  });

  it('takes a Betco bet through the Betco contract', async () => {
    const p = await player(20_000, 'betco');
    const selection = plain((await soonSlip())[0]!);
    const placed = await bet('betco', { t: p.token, selections: [selection], stakeMinor: 2_000, acceptOddsChanges: true });
    expect([placed.statusCode, placed.json().status]).toEqual([200, 'open']);
    expect(await total(p.playerId)).toBe(18_000);
  });

  it('serves the page with its config for a Betsy and a Betco frame', async () => {
    const betsy = await h.app.inject({ url: '/sportsbook/?t=abc%3C%2Fscript%3E&lang=en&page=live' });
    expect(betsy.statusCode).toBe(200);
    const config = JSON.parse(/id="book-config">(.*?)<\/script>/.exec(betsy.body)![1]!);
    expect(config).toEqual({ partner: 'betsy', token: 'abc</script>', lang: 'en', page: 'live', apiBase: '/sportsbook/api' });
    const betco = await h.app.inject({ url: '/sportsbook/betco/?user_id=1&auth_token=tok&lang=tur&page=sports&odds=decimal' });
    expect(JSON.parse(/id="book-config">(.*?)<\/script>/.exec(betco.body)![1]!)).toMatchObject({ partner: 'betco', token: 'tok', lang: 'tr', page: 'main' });
  });
});

describe('demo sportsbook test hook', () => {
  it('is off unless DEV_OUTBOX is on', async () => {
    const h = await testApp('sqlite', { config: { DEV_OUTBOX: false }, now });
    try {
      expect((await h.app.inject({ method: 'POST', url: '/sportsbook/api/test/advance', payload: { ms: 1000 } })).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });
});
