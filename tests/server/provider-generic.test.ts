import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Status, WalletMapping } from '../../server/modules/casino/providers/generic/mapping.js';
import { hashToken } from '../../server/modules/sessions/service.js';
import { selfHttp } from '../../server/http/self-http.js';
import { sendWalletCall } from '../../server/games/simulators/generic/wallet-port.js';
import { dialects, testApp, testConfig } from './helpers.js';
import { contracts, secretOf, secrets, send, table, totalOf, type WireAnswer } from './provider-generic-harness.js';

function expectStatus(mapping: WalletMapping, answer: WireAnswer, status: Status) {
  const expected = mapping.answers.codes[status];
  expect({ http: answer.http, code: String(answer.fields[mapping.answers.status]) }).toEqual({ http: expected.http ?? 200, code: String(expected.code) });
}

describe.each(dialects)('generic wallet contracts on %s', (dialect) => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp(dialect, { config: secrets });
  });
  afterAll(() => h.close());

  describe.each(contracts.map((mapping) => [mapping.key, mapping] as const))('%s', (_key, mapping) => {
    it('debits a bet once: the retry gets the first answer and the balance moves once', async () => {
      const t = await table(h.db, mapping, 10_000);
      const first = await send(h.app, mapping, t.bet('b1', 2_500));
      const retry = await send(h.app, mapping, t.bet('b1', 2_500));
      expectStatus(mapping, first, 'ok');
      expectStatus(mapping, retry, 'replayed');
      expect([first.balanceMinor, retry.balanceMinor]).toEqual([7_500, 7_500]);
      expect(await totalOf(h.db, t.playerId)).toBe(7_500);
    });

    it('refuses the same transaction id with another amount, and keeps the first debit only', async () => {
      const t = await table(h.db, mapping, 10_000);
      await send(h.app, mapping, t.bet('b1', 2_500));
      const other = await send(h.app, mapping, t.bet('b1', 3_000));
      expectStatus(mapping, other, 'duplicate_conflict');
      expect(await totalOf(h.db, t.playerId)).toBe(7_500);
    });

    it('pays no win without its bet, then pays it once the bet is in', async () => {
      const t = await table(h.db, mapping, 10_000);
      const orphan = await send(h.app, mapping, t.win('w1', 'b1', 4_000));
      expectStatus(mapping, orphan, 'bet_not_found');
      expect(await totalOf(h.db, t.playerId)).toBe(10_000);
      await send(h.app, mapping, t.bet('b1', 1_000));
      const paid = await send(h.app, mapping, t.win('w1', 'b1', 4_000));
      expectStatus(mapping, paid, 'ok');
      expect(paid.balanceMinor).toBe(13_000);
    });

    it('keeps a rollback that came before its bet, and refuses the late bet', async () => {
      const t = await table(h.db, mapping, 10_000);
      const early = await send(h.app, mapping, t.rollback('x1', 'b1'));
      expectStatus(mapping, early, 'target_not_found');
      const late = await send(h.app, mapping, t.bet('b1', 2_000));
      expectStatus(mapping, late, 'bet_rolled_back');
      expect(await totalOf(h.db, t.playerId)).toBe(10_000);
    });

    it('reverses a bet once, however often the rollback comes', async () => {
      const t = await table(h.db, mapping, 10_000);
      await send(h.app, mapping, t.bet('b1', 2_000));
      const first = await send(h.app, mapping, t.rollback('x1', 'b1'));
      const again = await send(h.app, mapping, t.rollback('x1', 'b1'));
      expectStatus(mapping, first, 'ok');
      expectStatus(mapping, again, 'replayed');
      expect(again.balanceMinor).toBe(10_000);
      expect(await totalOf(h.db, t.playerId)).toBe(10_000);
    });

    it('refuses a bet above the balance and tells the balance', async () => {
      const t = await table(h.db, mapping, 1_234);
      const answer = await send(h.app, mapping, t.bet('b1', 1_235));
      expectStatus(mapping, answer, 'insufficient_funds');
      expect(answer.balanceMinor).toBe(1_234);
      expect(await totalOf(h.db, t.playerId)).toBe(1_234);
    });

    it('with a lapsed token refuses new bets but pays the win and the rollback', async () => {
      const t = await table(h.db, mapping, 10_000);
      await send(h.app, mapping, t.bet('b1', 1_000, 'r1'));
      await send(h.app, mapping, t.bet('b2', 500, 'r2'));
      await h.db.kysely.updateTable('game_sessions').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('token_hash', '=', hashToken(t.token)).execute();
      const refused = await send(h.app, mapping, t.bet('b3', 1_000, 'r3'));
      expectStatus(mapping, refused, 'token_expired');
      const win = await send(h.app, mapping, t.win('w1', 'b1', 2_500, 'r1'));
      expectStatus(mapping, win, 'ok');
      const refund = await send(h.app, mapping, t.rollback('x2', 'b2', 'r2'));
      expectStatus(mapping, refund, 'ok');
      expect(await totalOf(h.db, t.playerId)).toBe(10_000 - 1_000 + 2_500);
    });

    it('refuses a blocked player a bet, with the balance, and still pays the win of an earlier bet', async () => {
      const t = await table(h.db, mapping, 10_000);
      await send(h.app, mapping, t.bet('b1', 1_000, 'r1'));
      await h.db.kysely.updateTable('players').set({ blocked_at: new Date().toISOString() }).where('id', '=', t.playerId).execute();
      const refused = await send(h.app, mapping, t.bet('b2', 1_000, 'r2'));
      expectStatus(mapping, refused, 'player_blocked');
      expect(refused.balanceMinor).toBe(9_000);
      expectStatus(mapping, await send(h.app, mapping, t.win('w1', 'b1', 3_000, 'r1')), 'ok');
      expect(await totalOf(h.db, t.playerId)).toBe(12_000);
    });

    it('still answers a bet taken before the token lapsed as taken when it is retried', async () => {
      const t = await table(h.db, mapping, 10_000);
      await send(h.app, mapping, t.bet('b1', 1_000));
      await h.db.kysely.updateTable('game_sessions').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('token_hash', '=', hashToken(t.token)).execute();
      const retry = await send(h.app, mapping, t.bet('b1', 1_000));
      expectStatus(mapping, retry, 'replayed');
      expect(await totalOf(h.db, t.playerId)).toBe(9_000);
    });

    it('is understood by the provider side: refusals with the balance, no answer as unavailable', async () => {
      const t = await table(h.db, mapping, 1_000);
      const env = { http: selfHttp(h.app, testConfig()), now: () => new Date() };
      const secret = secretOf(mapping);
      expect(await sendWalletCall(mapping, env, secret, t.bet('b1', 1_001))).toEqual({ ok: false, error: 'insufficient_funds', balanceMinor: 1_000 });
      expect(await sendWalletCall(mapping, env, secret, t.bet('b1', 400))).toEqual({ ok: true, balanceMinor: 600 });
      expect(await sendWalletCall(mapping, env, secret, t.win('w1', 'b1', 0))).toEqual({ ok: true, balanceMinor: 600 });
      const down = { now: env.now, http: async () => ({ status: 503, headers: {}, body: '' }) };
      const gone = { now: env.now, http: () => Promise.reject(new Error('connect ECONNREFUSED')) };
      expect(await sendWalletCall(mapping, down, secret, t.bet('b2', 100))).toEqual({ ok: false, error: 'unavailable' });
      expect(await sendWalletCall(mapping, gone, secret, t.bet('b2', 100))).toEqual({ ok: false, error: 'unavailable' });
      expect(await totalOf(h.db, t.playerId)).toBe(600);
    });

    it('refuses a call signed with another secret and changes nothing', async () => {
      const t = await table(h.db, mapping, 10_000);
      const forged = await send(h.app, mapping, t.bet('b1', 2_000), { secret: 'not-the-shared-secret' });
      expectStatus(mapping, forged, 'bad_signature');
      expect(forged.balanceMinor).toBeNull();
      expect(await totalOf(h.db, t.playerId)).toBe(10_000);
      const rows = await h.db.kysely.selectFrom('game_transactions').select('id').where('player_id', '=', t.playerId).execute();
      expect(rows).toHaveLength(0);
    });

    it('refuses a token that belongs to another player', async () => {
      const t = await table(h.db, mapping, 10_000);
      const other = await table(h.db, mapping, 10_000);
      const answer = await send(h.app, mapping, { ...t.bet('b1', 1_000), playerRef: String(other.playerId) });
      expectStatus(mapping, answer, 'token_unknown');
      expect([await totalOf(h.db, t.playerId), await totalOf(h.db, other.playerId)]).toEqual([10_000, 10_000]);
    });
  });
});
