import { describe, expect, it } from 'vitest';
import { migrateDb, migrateDbTo } from '../../server/db/migrate.js';
import { dialects, freshDb } from './helpers.js';

describe.each(dialects)('migration 003 over older data on %s', (dialect) => {
  it('keeps a verified number and a trial-bonus number to their earliest account', async () => {
    const db = await freshDb(dialect, { migrate: false });
    try {
      await migrateDbTo(db, '002-identity');
      const k = db.kysely;
      const player = (id: number, phone: string) => ({
        id, name: 'Ad', surname: 'Soyad', username: `p${id}`, username_lower: `p${id}`, email: `p${id}@example.com`, phone,
        country_id: 235, currency_id: 1, locale: 'tr', password_hash: 'x', sms_verified: 1, created_at: '2026-01-01T00:00:00.000Z',
      });
      await k.insertInto('players').values([player(1, '905300000001'), player(2, '905300000001'), player(3, '905300000002')]).execute();
      await k.insertInto('accounts').values([1, 2].map((id) => ({ id, player_id: id, kind: 'bonus' as const, balance_minor: 5000 }))).execute();
      const entry = (id: number) => ({
        id, account_id: id, amount_minor: 5000, balance_after_minor: 5000, kind: 'trial_bonus', reference: `player:${id}`,
        idempotency_key: `trial-bonus:${id}`, request_hash: 'h', created_at: '2026-01-01T00:00:00.000Z',
      });
      await k.insertInto('ledger_entries').values([entry(1), entry(2)]).execute();
      await k.insertInto('trial_bonus_claims' as never).values([1, 2].map((id) => ({ player_id: id, amount_minor: 5000, ledger_entry_id: id, created_at: '2026-01-01T00:00:00.000Z' })) as never).execute();

      await migrateDb(db);

      const players = await k.selectFrom('players').select(['id', 'sms_verified']).orderBy('id').execute();
      expect(players).toEqual([{ id: 1, sms_verified: 1 }, { id: 2, sms_verified: 0 }, { id: 3, sms_verified: 1 }]);
      const claims = await k.selectFrom('trial_bonus_claims').select(['player_id', 'phone']).orderBy('player_id').execute();
      expect(claims).toEqual([{ player_id: 1, phone: '905300000001' }, { player_id: 2, phone: null }]);
      await expect(k.updateTable('players').set({ sms_verified: 1 }).where('id', '=', 2).execute()).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});

describe.each(dialects)('migration 005 over older data on %s', (dialect) => {
  it('brings seeded copies of changed built-in strings up to date and keeps operator edits', async () => {
    const db = await freshDb(dialect, { migrate: false });
    try {
      await migrateDbTo(db, '004-english-artwork');
      const k = db.kysely;
      await k.insertInto('translations').values([
        { locale: 'en', key: 'phoneVerification.resendIn', value: 'Resend code in {{seconds}}' },
        { locale: 'tr', key: 'phoneVerification.resendIn', value: 'Kod için {{seconds}} sn' },
        { locale: 'en', key: 'account.menu', value: 'Account menu' },
      ]).execute();

      await migrateDb(db);

      const rows = await k.selectFrom('translations').select(['locale', 'key', 'value']).orderBy('locale').orderBy('key').execute();
      expect(rows).toEqual([
        { locale: 'en', key: 'phoneVerification.resendIn', value: 'Resend code in {{seconds, plural, one {# second} other {# seconds}}}' },
        { locale: 'tr', key: 'phoneVerification.resendIn', value: 'Kod için {{seconds}} sn' },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe.each(dialects)('migration 006 over 005 data on %s', (dialect) => {
  it('stores every phone as 90 + 10 digits, the earliest account keeping a number two rows now share', async () => {
    const db = await freshDb(dialect, { migrate: false });
    try {
      await migrateDbTo(db, '005-plural-strings');
      const k = db.kysely;
      const player = (id: number, phone: string, sms_verified = 1) => ({
        id, name: 'Ad', surname: 'Soyad', username: `p${id}`, username_lower: `p${id}`, email: `p${id}@example.com`, phone,
        country_id: 235, currency_id: 1, locale: 'tr', password_hash: 'x', sms_verified, created_at: '2026-01-01T00:00:00.000Z',
      });
      await k.insertInto('players').values([
        player(1, '5369663238'), player(2, '905369663238'), player(3, '05369663238', 0), player(4, '+90 530 000 00 02'),
      ]).execute();
      await k.insertInto('accounts').values([1, 2].map((id) => ({ id, player_id: id, kind: 'bonus' as const, balance_minor: 5000 }))).execute();
      const entry = (id: number) => ({
        id, account_id: id, amount_minor: 5000, balance_after_minor: 5000, kind: 'trial_bonus', reference: `player:${id}`,
        idempotency_key: `trial-bonus:${id}`, request_hash: 'h', created_at: '2026-01-01T00:00:00.000Z',
      });
      await k.insertInto('ledger_entries').values([entry(1), entry(2)]).execute();
      await k.insertInto('trial_bonus_claims').values([
        { player_id: 1, amount_minor: 5000, ledger_entry_id: 1, created_at: '2026-01-01T00:00:00.000Z', phone: '5369663238' },
        { player_id: 2, amount_minor: 5000, ledger_entry_id: 2, created_at: '2026-01-01T00:00:00.000Z', phone: '905369663238' },
      ]).execute();

      await migrateDb(db);

      const players = await k.selectFrom('players').select(['id', 'phone', 'sms_verified']).orderBy('id').execute();
      expect(players).toEqual([
        { id: 1, phone: '905369663238', sms_verified: 1 },
        { id: 2, phone: '905369663238', sms_verified: 0 },
        { id: 3, phone: '905369663238', sms_verified: 0 },
        { id: 4, phone: '905300000002', sms_verified: 1 },
      ]);
      const claims = await k.selectFrom('trial_bonus_claims').select(['player_id', 'phone']).orderBy('player_id').execute();
      expect(claims).toEqual([{ player_id: 1, phone: '905369663238' }, { player_id: 2, phone: null }]);
    } finally {
      await db.destroy();
    }
  });
});
