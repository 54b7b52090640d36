import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../contracts/enums.js';
import { findMethod } from '../../server/modules/payments/methods.js';
import { requestWithdrawal, startDeposit } from '../../server/modules/payments/requests.js';
import { dialects } from './helpers.js';
import { bearer } from './identity-helpers.js';
import { VALID_IBAN } from './payments-helpers.js';
import {
  casinoBet, casinoRollback, casinoWin, confirmLimit, deposit, gambler, HOUR, limitOf, limitsApp, PAPARA, relogin, setLimit, sportsBet, type LimitsHarness,
} from './limits-helpers.js';

describe.each(dialects)('responsible-gambling limits (%s)', (dialect) => {
  let h: LimitsHarness;
  beforeAll(async () => {
    h = await limitsApp(dialect);
  });
  afterAll(() => h.close());

  const balanceOf = async (playerId: number) =>
    Number((await h.db.kysely.selectFrom('accounts').select('balance_minor').where('player_id', '=', playerId).where('kind', '=', 'cash').executeTakeFirstOrThrow()).balance_minor);

  it('a deposit limit: below and at the line pass, over it is refused with what remains; open deposits hold their room', async () => {
    const p = await gambler(h, 0);
    expect((await setLimit(h, p, 'deposit', 'day', 50_000)).statusCode).toBe(200);
    expect((await deposit(h, p, 300)).statusCode).toBe(200);
    const over = await deposit(h, p, 250);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('Bu işlem yatırım limitinizi aşıyor; kalan: ₺200,00');
    expect((await deposit(h, p, 250, 'en')).json().message).toBe('This deposit is over your deposit limit; remaining: ₺200.00');
    expect((await deposit(h, p, 200)).statusCode).toBe(200);
    const past = await deposit(h, p, 50);
    expect(past.statusCode).toBe(403);
    expect(past.json().message).toContain('kalan: ₺0,00');
    // Neither deposit is paid yet: both hold their room, told apart from what was credited (none).
    expect(await limitOf(h, p, 'deposit', 'day')).toMatchObject({ amountMinor: 50_000, usedMinor: 50_000, reservedMinor: 50_000, remainingMinor: 0 });
    expect(await limitOf(h, p, 'loss', 'day')).toMatchObject({ reservedMinor: 0 });
    const created = await h.db.kysely.selectFrom('transactions').select('amount_minor').where('player_id', '=', p.id).execute();
    expect(created.map((t) => Number(t.amount_minor))).toEqual([30_000, 20_000]);
    // A rolling day: 24 hours later the room is back (the week has none of its own limit).
    h.clock.advance(24 * HOUR + 60_000);
    await relogin(h, p);
    expect((await deposit(h, p, 500)).statusCode).toBe(200);
  });

  it('a lower limit applies at once; a higher one waits 24 hours, then needs the player to confirm it; so does a removal', async () => {
    const p = await gambler(h, 0);
    await setLimit(h, p, 'deposit', 'week', 100_000);
    const lower = await setLimit(h, p, 'deposit', 'week', 40_000);
    expect(lower.json().message).toBe('Limitiniz kaydedildi ve hemen geçerli.');
    expect(await limitOf(h, p, 'deposit', 'week')).toMatchObject({ amountMinor: 40_000, pendingAmountMinor: null });

    const asked = h.clock.now().getTime();
    const higher = await setLimit(h, p, 'deposit', 'week', 200_000, 'en');
    expect(higher.json().message).toMatch(/^Your request is saved\. For your protection you can confirm it from /);
    expect(await limitOf(h, p, 'deposit', 'week')).toMatchObject({ amountMinor: 40_000, pendingAmountMinor: 200_000, pendingFrom: new Date(asked + 24 * HOUR).toISOString() });
    // Until confirmed the old limit holds.
    expect((await deposit(h, p, 500)).statusCode).toBe(403);
    const early = await confirmLimit(h, p, 'deposit', 'week');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Bu değişikliği .+ tarihinden itibaren onaylayabilirsiniz\.$/);
    h.clock.advance(23 * HOUR);
    await relogin(h, p);
    expect((await confirmLimit(h, p, 'deposit', 'week')).statusCode).toBe(409);
    h.clock.advance(HOUR);
    await relogin(h, p);
    // Waiting is not enough: the old limit holds until the player confirms.
    expect((await deposit(h, p, 500)).statusCode).toBe(403);
    const confirmed = await confirmLimit(h, p, 'deposit', 'week');
    expect(confirmed.statusCode).toBe(200);
    expect(await limitOf(h, p, 'deposit', 'week')).toMatchObject({ amountMinor: 200_000, pendingAmountMinor: null, pendingFrom: null });
    expect((await deposit(h, p, 500)).statusCode).toBe(200);

    await setLimit(h, p, 'deposit', 'week', null);
    expect(await limitOf(h, p, 'deposit', 'week')).toMatchObject({ amountMinor: 200_000, pendingRemoval: true });
    expect((await confirmLimit(h, p, 'deposit', 'week')).statusCode).toBe(409);
    h.clock.advance(24 * HOUR);
    await relogin(h, p);
    expect((await confirmLimit(h, p, 'deposit', 'week')).statusCode).toBe(200);
    expect(await limitOf(h, p, 'deposit', 'week')).toMatchObject({ amountMinor: null, pendingRemoval: false, remainingMinor: null });
    expect((await confirmLimit(h, p, 'deposit', 'week')).json().message).toBe('Onayınızı bekleyen bir limit değişikliği yok.');

    const history = await h.db.kysely.selectFrom('player_limit_changes').select(['action', 'actor']).where('player_id', '=', p.id).orderBy('id').execute();
    expect(history.map((c) => c.action)).toEqual(['set', 'decrease', 'increase_requested', 'confirmed', 'removal_requested', 'confirmed']);
    expect(history.every((c) => c.actor === 'player')).toBe(true);
    await expect(h.db.kysely.deleteFrom('player_limit_changes').where('player_id', '=', p.id).execute()).rejects.toThrow(/append-only/);
  });

  it('a casino wager limit through the provider’s wallet call: the bet over it is refused as limit_reached and nothing moves; a refund gives the room back', async () => {
    const p = await gambler(h);
    await setLimit(h, p, 'wager', 'day', 10_000);
    const first = await casinoBet(h, p, 6_000);
    expect(first.status).toBe('ok');
    expect((await casinoBet(h, p, 4_000)).status).toBe('ok');
    const over = await casinoBet(h, p, 1);
    expect([over.statusCode, over.status, over.balanceMinor]).toEqual([403, 'limit_reached', 90_000]);
    expect(await balanceOf(p.id)).toBe(90_000);
    expect(await casinoRollback(h, p, first)).toBe('ok');
    expect((await casinoBet(h, p, 6_000)).status).toBe('ok');
    expect((await casinoBet(h, p, 1)).status).toBe('limit_reached');
  });

  it('a casino loss limit counts what play took net of what it paid; a stake that could pass it is refused', async () => {
    const p = await gambler(h);
    await setLimit(h, p, 'loss', 'day', 5_000);
    const lost = await casinoBet(h, p, 3_000);
    expect(await casinoWin(h, p, lost, 0)).toBe('ok');
    expect((await casinoBet(h, p, 2_001)).status).toBe('limit_reached');
    const won = await casinoBet(h, p, 2_000);
    expect(won.status).toBe('ok');
    expect(await casinoWin(h, p, won, 4_500)).toBe('ok');
    expect(await limitOf(h, p, 'loss', 'day')).toMatchObject({ usedMinor: 500, remainingMinor: 4_500 });
    expect((await casinoBet(h, p, 4_500)).status).toBe('ok');
    expect((await casinoBet(h, p, 1)).status).toBe('limit_reached');
  });

  it('a sports bet over the wager limit is refused with Betsy’s user-blocked code and nothing moves', async () => {
    const p = await gambler(h);
    await setLimit(h, p, 'wager', 'month', 8_000);
    expect((await sportsBet(h, p, 50)).status).toBe(200);
    const over = await sportsBet(h, p, 30.01);
    expect(over.error).toMatchObject({ code: 9, message: 'Responsible gambling limit reached' });
    expect(await balanceOf(p.id)).toBe(95_000);
    expect((await sportsBet(h, p, 30)).status).toBe(200);
    // Casino and sports share the limit.
    expect((await casinoBet(h, p, 1)).status).toBe('limit_reached');
  });

  it('our own game frame says in the player’s language that the limit is reached', async () => {
    const p = await gambler(h);
    await setLimit(h, p, 'wager', 'day', 1_500);
    const game = await h.db.kysely.selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id').select('games.game_code')
      .where('game_providers.name', '=', 'Kasa Games').where('games.engine', '=', 'dice').orderBy('games.id').executeTakeFirstOrThrow();
    const launched = await h.app.inject({ method: 'POST', url: '/api/casino/kasalaunchurl', headers: bearer(p.token), payload: { platform: 1, gameCode: game.game_code, language: 'tr', lobbyUrl: '/casino/slot' } });
    const page = await h.app.inject({ method: 'GET', url: launched.json().data as string });
    const s = JSON.parse(/<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(page.body)![1]).session;
    const play = (betMinor: number) => h.app.inject({ method: 'POST', url: '/games/kasa/api/play', payload: { s, params: { engine: 'dice', target: 5000, direction: 'under', betMinor } } });
    expect((await play(1_000)).statusCode).toBe(200);
    const refused = await play(1_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'blocked', message: expect.stringMatching(/^Limite ulaşıldı/) });
  });

  it('a player without limits bets and deposits as before', async () => {
    const p = await gambler(h);
    for (const stake of [40_000, 30_000]) expect((await casinoBet(h, p, stake)).status).toBe('ok');
    expect((await sportsBet(h, p, 200)).status).toBe(200);
    expect((await deposit(h, p, 5_000)).statusCode).toBe(200);
    expect(await balanceOf(p.id)).toBe(10_000);
    expect((await h.app.inject({ method: 'GET', url: '/api/rg/limits', headers: bearer(p.token) })).json().data).toMatchObject({ exclusion: null });
  });

  it('a self-exclusion: at once, ends the sessions, refuses bets and deposits, lets a withdrawal through, and cannot be shortened', async () => {
    const p = await gambler(h);
    const res = await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'self_exclusion', duration: '6m' } });
    expect(res.statusCode).toBe(200);
    const until = res.json().data.until as string;
    const sixMonths = new Date(h.clock.now());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(until).toBe(sixMonths.toISOString());
    expect(res.json().message).toContain('Oturumunuz kapatıldı');
    expect((await h.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(p.token) })).statusCode).toBe(401);

    expect((await casinoBet(h, p, 100)).status).toBe('player_blocked');
    expect((await sportsBet(h, p, 1)).error).toMatchObject({ code: 9 });
    const ctx = h.ctx;
    const papara = (await findMethod(h.db.kysely, PAPARA, TransactionType.Deposit))!;
    const refused = await startDeposit(ctx, { playerId: p.id, method: papara, detail: { amount: 100, bonusId: 0 }, locale: 'en', returnUrl: 'http://kasa.test/' });
    expect(refused).toMatchObject({ ok: false, reason: 'player_excluded' });
    const iban = (await findMethod(h.db.kysely, 11, TransactionType.Withdraw))!;
    const withdrawal = await requestWithdrawal(ctx, { playerId: p.id, method: iban, detail: { amount: 100, iban: VALID_IBAN, accountHolder: 'Ayşe Nur Yılmaz' }, locale: 'tr' });
    expect(withdrawal.ok).toBe(true);

    await relogin(h, p);
    const shorter = await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'timeout', duration: '24h' } });
    expect(shorter.json().data).toEqual({ kind: 'self_exclusion', until });
    const longer = await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer((await relogin(h, p)).json().data.token), payload: { kind: 'self_exclusion', duration: 'indefinite' } });
    expect(longer.json().data).toEqual({ kind: 'self_exclusion', until: '9999-12-31T23:59:59.999Z' });
    const row = await h.db.kysely.selectFrom('players').select(['self_excluded_until', 'exclusion_kind']).where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ self_excluded_until: '9999-12-31T23:59:59.999Z', exclusion_kind: 'self_exclusion' });
  });

  it('an excluded player logs in to withdraw and read history only: the login says until when, games, bonuses and the sportsbook are refused, messages to everyone skip them', async () => {
    const p = await gambler(h);
    const other = await gambler(h, 0);
    await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'timeout', duration: '7d' } });
    const login = await relogin(h, p);
    expect(login.json().data.exclusion).toEqual({ kind: 'timeout', until: new Date(h.clock.now().getTime() + 7 * 24 * HOUR).toISOString() });
    expect((await relogin(h, other)).json().data.exclusion).toBeNull();

    const kasaCode = (await h.db.kysely.selectFrom('games').select('game_code').where('id', '=', h.kasaGameId).executeTakeFirstOrThrow()).game_code;
    const launch = await h.app.inject({ method: 'POST', url: '/api/casino/kasalaunchurl', headers: { ...bearer(p.token), 'x-locale': 'en' }, payload: { platform: 1, gameCode: kasaCode, language: 'en', lobbyUrl: '/casino/slot' } });
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toMatch(/^Your account is closed to deposits and play until \d/);
    const claim = await h.app.inject({ method: 'POST', url: '/api/bonus/claim', headers: bearer(p.token), payload: { id: 1 } });
    expect(claim.statusCode).toBe(403);
    expect(claim.json().message).toContain('Hesabınız para yatırma ve oyuna kapalıdır');
    const token = await h.app.inject({ method: 'POST', url: '/api/sports/token', headers: bearer(p.token), payload: { partner: 'betsy' } });
    expect(token.statusCode).toBe(403);
    expect(token.json().message).toContain('Hesabınız para yatırma ve oyuna kapalıdır');
    // The other player still plays.
    expect((await h.app.inject({ method: 'POST', url: '/api/casino/kasalaunchurl', headers: bearer(other.token), payload: { platform: 1, gameCode: kasaCode, language: 'tr', lobbyUrl: '/casino/slot' } })).statusCode).toBe(200);

    const { notifyAll } = await import('../../server/modules/notifications/service.js');
    const stored = await notifyAll(h.db.kysely, { type: 4, title: 'Hafta sonu bonusu', note: 'Yüzde 50 ekstra.' }, h.clock.now());
    const reached = new Set(stored.map((n) => n.playerId));
    expect(reached.has(other.id)).toBe(true);
    expect(reached.has(p.id)).toBe(false);
  });

  it('a time-out ends by itself: bets are refused for 24 hours and taken after', async () => {
    const p = await gambler(h);
    await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'timeout', duration: '24h' } });
    expect((await casinoBet(h, p, 100)).status).toBe('player_blocked');
    h.clock.advance(24 * HOUR - 60_000);
    expect((await casinoBet(h, p, 100)).status).toBe('player_blocked');
    h.clock.advance(60_000);
    expect((await casinoBet(h, p, 100)).status).toBe('ok');
  });

  it('refuses a malformed request, and answers only a logged-in player', async () => {
    const p = await gambler(h, 0);
    expect((await setLimit(h, p, 'deposit', 'year', 100)).statusCode).toBe(400);
    expect((await setLimit(h, p, 'deposit', 'day', -1)).statusCode).toBe(400);
    const bad = await h.app.inject({ method: 'POST', url: '/api/rg/exclusion', headers: bearer(p.token), payload: { kind: 'timeout', duration: '1y' } });
    expect(bad.statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/rg/limits' })).statusCode).toBe(401);
  });
});

describe.each(dialects)('a jurisdiction’s own waiting time (%s)', (dialect) => {
  it('LIMIT_INCREASE_DELAY_HOURS sets how long an increase waits', async () => {
    const h = await limitsApp(dialect, { config: { LIMIT_INCREASE_DELAY_HOURS: 72 } });
    try {
      const p = await gambler(h, 0);
      await setLimit(h, p, 'loss', 'month', 10_000);
      const asked = h.clock.now().getTime();
      await setLimit(h, p, 'loss', 'month', 20_000);
      expect(await limitOf(h, p, 'loss', 'month')).toMatchObject({ amountMinor: 10_000, pendingFrom: new Date(asked + 72 * HOUR).toISOString() });
      h.clock.advance(48 * HOUR);
      await relogin(h, p);
      expect((await confirmLimit(h, p, 'loss', 'month')).statusCode).toBe(409);
      h.clock.advance(24 * HOUR);
      await relogin(h, p);
      expect((await confirmLimit(h, p, 'loss', 'month')).statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});
