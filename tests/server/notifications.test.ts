import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../contracts/enums.js';
import type { NotificationItem } from '../../contracts/notifications.js';
import { transact } from '../../server/db/transact.js';
import { serverMessage } from '../../server/http/messages.js';
import { formatLira } from '../../server/money.js';
import { storedNotificationItem } from '../../server/modules/notifications/items.js';
import { notify, notifyAll, onNotification, type StoredNotification } from '../../server/modules/notifications/service.js';
import { dialects } from './helpers.js';
import { bearer, MINUTE, post, testClock } from './identity-helpers.js';
import { fund, latestTransaction, moneyApp, player, type MoneyHarness } from './payments-helpers.js';

type Player = Awaited<ReturnType<typeof player>>;

const list = (h: MoneyHarness, token: string | undefined, body: object = {}, locale = 'tr') => post(h.app, '/api/customer/notification', body, token, { headers: { 'x-locale': locale } });
const read = (h: MoneyHarness, token: string | undefined, id: number, locale = 'tr') => post(h.app, '/api/customer/readnotification', { id }, token, { headers: { 'x-locale': locale } });
const items = async (h: MoneyHarness, p: Player, body: object = {}, locale = 'tr'): Promise<NotificationItem[]> => {
  const res = await list(h, p.token, body, locale);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
};
const message = (p: Player, title: string, type: NotificationType = NotificationType.System) => ({ playerId: p.id, type, title, note: `${title}, in full` });
const count = async (h: MoneyHarness) =>
  Number((await h.db.kysely.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const isRead = async (h: MoneyHarness, id: number) =>
  (await h.db.kysely.selectFrom('notifications').select('is_read').where('id', '=', id).executeTakeFirstOrThrow()).is_read;

describe.each(dialects)('the notifications panel on %s', (dialect) => {
  let h: MoneyHarness;
  let ayse: Player;
  let mehmet: Player;
  const start = new Date('2026-03-02T09:00:00Z');
  const clock = testClock(start);
  // Sessions lapse after 30 idle minutes: the fixtures are dated before the clock, and each later step moves it a minute.
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  const later = () => {
    clock.advance(MINUTE);
    return clock.now();
  };

  beforeAll(async () => {
    h = await moneyApp(dialect, clock);
    ayse = await player(h);
    mehmet = await player(h);
    for (const minutes of [1, 2, 3, 4]) await notify(h.db.kysely, message(ayse, `Ayşe ${minutes}`), at(minutes - 10));
    // Written last but dated first: the list goes by time, not by id.
    await notify(h.db.kysely, message(ayse, 'Ayşe 0'), at(-10));
    await notify(h.db.kysely, message(mehmet, 'Mehmet 5'), at(-5));
  });
  afterAll(() => h.close());

  it("lists the player's own notifications, newest first, a page at a time", async () => {
    const all = await items(h, ayse);
    expect(all.map((n) => n.title)).toEqual(['Ayşe 4', 'Ayşe 3', 'Ayşe 2', 'Ayşe 1', 'Ayşe 0']);
    expect(all[0]).toEqual({ id: expect.any(Number), title: 'Ayşe 4', note: 'Ayşe 4, in full', type: NotificationType.System, isRead: false, timeStamp: at(-6).toISOString() });
    expect((await items(h, ayse, { skip: 1, take: 2 })).map((n) => n.title)).toEqual(['Ayşe 3', 'Ayşe 2']);
    expect((await items(h, ayse, { skip: 4, take: 100 })).map((n) => n.title)).toEqual(['Ayşe 0']);
    expect(await items(h, ayse, { skip: 5 })).toEqual([]);
    expect((await items(h, mehmet)).map((n) => n.title)).toEqual(['Mehmet 5']);
  });

  it('orders notifications of the same moment by id, newest first', async () => {
    const p = await player(h);
    const first = await notify(h.db.kysely, message(p, 'first'), at(-20));
    const second = await notify(h.db.kysely, message(p, 'second'), at(-20));
    expect((await items(h, p)).map((n) => n.id)).toEqual([second.id, first.id]);
  });

  it.runIf(dialect === 'sqlite')('reads a page by the index of migration 009, without sorting the player\'s rows', async () => {
    const plan = await sql<{ detail: string }>`
      EXPLAIN QUERY PLAN SELECT id, type, template, params, title, note, is_read, created_at FROM notifications
      WHERE player_id = ${ayse.id} ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 0`.execute(h.db.kysely);
    const steps = plan.rows.map((row) => row.detail).join('\n');
    expect(steps).toContain('notifications_player_time_idx');
    expect(steps).not.toContain('TEMP B-TREE');
  });

  it('refuses more than 100 at a time and a negative skip, in the language of x-locale', async () => {
    for (const [body, field] of [[{ skip: 0, take: 101 }, 'take'], [{ skip: -1, take: 10 }, 'skip'], [{ take: 0 }, 'take'], [{ skip: 'x' }, 'skip']] as const) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await list(h, ayse.token, body, locale);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const invalid = serverMessage(locale, 'validation.invalid');
        expect(res.json()).toMatchObject({ success: false, message: `${serverMessage(locale, 'error.validation')} ${invalid}`, errors: { [field]: invalid } });
      }
    }
    expect((await items(h, ayse, { take: 100 })).length).toBe(5);
  });

  it("renders a confirmed deposit's notification in the reader's language", async () => {
    later();
    await fund(h, ayse, 250);
    const tx = await latestTransaction(h.db, ayse.id);
    for (const locale of ['tr', 'en'] as const) {
      const [deposit] = await items(h, ayse, {}, locale);
      const params = { amount: formatLira(25_000, locale), reference: tx.reference };
      expect(deposit).toMatchObject({
        type: NotificationType.Deposit,
        title: serverMessage(locale, 'notify.depositConfirmed.title'),
        note: serverMessage(locale, 'notify.depositConfirmed.note', params),
        isRead: false,
      });
    }
    const [tr] = await items(h, ayse, {}, 'tr');
    const [en] = await items(h, ayse, {}, 'en');
    expect([tr.title, en.title]).toEqual(['Yatırımınız alındı', 'Deposit received']);
    expect(tr.note).toContain('250,00');
    expect(en.note).toContain('250.00');
  });

  it('marks a notification read for its owner only; another player or an unknown id learns nothing', async () => {
    const [newest, unread] = await items(h, ayse, { skip: 1, take: 2 });
    const ok = await read(h, ayse.token, newest.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: null });
    expect((await read(h, ayse.token, newest.id)).json().success).toBe(true);
    expect((await items(h, ayse, { skip: 1, take: 2 })).map((n) => n.isRead)).toEqual([true, false]);

    for (const locale of ['tr', 'en'] as const) {
      const foreign = await read(h, mehmet.token, unread.id, locale);
      const unknown = await read(h, mehmet.token, 2_000_000_000, locale);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ success: false, message: serverMessage(locale, 'notifications.notFound'), data: null });
      expect([unknown.statusCode, unknown.body]).toEqual([foreign.statusCode, foreign.body]);
    }
    expect(serverMessage('tr', 'notifications.notFound')).toBe('Bildirim bulunamadı.');
    expect(await isRead(h, unread.id)).toBe(0);
    expect((await read(h, ayse.token, 0)).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const res of [await list(h, undefined), await read(h, undefined, 1), await list(h, 'not-a-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: serverMessage('tr', 'error.unauthorized') });
    }
  });

  describe('announcements to the hub', () => {
    const heard: StoredNotification[] = [];
    let stop: () => void;
    beforeAll(() => {
      stop = onNotification(h.db.kysely, (n) => heard.push(n));
    });
    afterAll(() => stop());

    it("announces an operator's message once its transaction commits, with all the hub pushes", async () => {
      heard.length = 0;
      const when = later();
      const stored = await transact(h.db.kysely, async (trx) => {
        const n = await notify(trx, message(mehmet, 'Hoş geldiniz', NotificationType.Bonus), when);
        expect(heard).toEqual([]);
        return n;
      });
      expect(heard).toEqual([
        { id: stored.id, playerId: mehmet.id, type: NotificationType.Bonus, template: null, params: {}, title: 'Hoş geldiniz', note: 'Hoş geldiniz, in full', createdAt: when.toISOString() },
      ]);
      const [listed] = await items(h, mehmet, {}, 'en');
      expect(storedNotificationItem(heard[0], 'en')).toEqual(listed);
    });

    it('announces one row per player of a broadcast after the commit', async () => {
      heard.length = 0;
      const players = await h.db.kysely.selectFrom('players').select('id').execute();
      const when = later();
      const stored = await transact(h.db.kysely, async (trx) => {
        const rows = await notifyAll(trx, { type: NotificationType.System, title: 'Bakım', note: 'Gece 03:00’te kısa bir bakım var.' }, when);
        expect(heard).toEqual([]);
        return rows;
      });
      expect(stored.length).toBe(players.length);
      expect(heard).toEqual(stored);
      expect(heard.map((n) => n.playerId).sort((a, b) => a - b)).toEqual(players.map((p) => p.id).sort((a, b) => a - b));
      expect(heard.every((n) => n.title === 'Bakım' && n.type === NotificationType.System && n.createdAt === when.toISOString())).toBe(true);
      for (const p of [ayse, mehmet]) {
        const [newest] = await items(h, p);
        expect(newest).toMatchObject({ title: 'Bakım', note: 'Gece 03:00’te kısa bir bakım var.', type: NotificationType.System, isRead: false });
        expect(newest.id).toBe(heard.find((n) => n.playerId === p.id)!.id);
      }
    });

    it('announces nothing, and keeps nothing, when the transaction rolls back', async () => {
      heard.length = 0;
      const before = await count(h);
      const undone = transact(h.db.kysely, async (trx) => {
        await notify(trx, message(ayse, 'never'), later());
        await notifyAll(trx, { type: NotificationType.System, title: 'never', note: 'never' }, later());
        throw new Error('rolled back');
      });
      await expect(undone).rejects.toThrow('rolled back');
      expect(heard).toEqual([]);
      expect(await count(h)).toBe(before);
    });

    it('announces a deposit notification that renders as the list shows it', async () => {
      heard.length = 0;
      later();
      await fund(h, mehmet, 75);
      expect(heard.map((n) => n.template)).toEqual(['depositConfirmed']);
      for (const locale of ['tr', 'en'] as const) {
        const [listed] = await items(h, mehmet, {}, locale);
        expect(storedNotificationItem(heard[0], locale)).toEqual(listed);
      }
    });

    it("refuses an operator's words that are empty, too long or break the title's line", async () => {
      heard.length = 0;
      const before = await count(h);
      const bad = [{ title: ' ', note: 'x' }, { title: 'x'.repeat(101), note: 'x' }, { title: 'a\nb', note: 'x' }, { title: 'x', note: 'y'.repeat(1001) }];
      for (const words of bad) await expect(notify(h.db.kysely, { playerId: ayse.id, type: NotificationType.System, ...words }, later())).rejects.toThrow();
      await expect(notifyAll(h.db.kysely, { type: NotificationType.System, title: '', note: 'x' }, later())).rejects.toThrow();
      expect(heard).toEqual([]);
      expect(await count(h)).toBe(before);
    });
  });
});
