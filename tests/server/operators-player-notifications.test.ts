import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotificationsPage } from '../../contracts/admin-calls.js';
import { NotificationType } from '../../contracts/enums.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { formatLira } from '../../server/money.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { notify } from '../../server/modules/notifications/service.js';
import { dialects } from './helpers.js';
import { bearer, identityApp, post, register, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const words = { title: 'Hafta sonu turnuvası', note: 'Cumartesi 20:00’de başlıyor.' };

describe.each(dialects)("the player page lists the player's notifications on %s", (dialect) => {
  let h: IdentityHarness;
  const op = {} as Record<OperatorRole, SignedInOperator>;

  const newPlayer = async () => {
    const p = await register(h.app);
    return { ...p, id: Number(p.data.usercode) };
  };
  const as = (role: OperatorRole, locale = 'en') => ({ ...operatorAuth(op[role].token), 'x-locale': locale });
  const list = async (playerId: number, role: OperatorRole = 'support', query = '', locale = 'en') => {
    const res = await adminGet(h.app, `/players/${playerId}/notifications${query}`, as(role, locale));
    expect(res.statusCode, res.body).toBe(200);
    return adminNotificationsPage.parse(res.json().data);
  };

  beforeAll(async () => {
    h = await identityApp(dialect);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
  });
  afterAll(() => h.close());

  it("shows templates in the operator's language and an operator's message as written, newest first, read or not", async () => {
    const p = await newPlayer();
    await notify(h.db.kysely, { playerId: p.id, type: NotificationType.Deposit, template: 'depositConfirmed', params: { amountMinor: 12_550, reference: 'DEP-1' } }, h.clock.now());
    h.clock.advance(60_000);
    const sent = await adminPost(h.app, '/notifications', { username: p.username, type: NotificationType.Bonus, ...words }, as('support'));
    expect(sent.statusCode, sent.body).toBe(200);

    const tr = await list(p.id, 'support', '', 'tr');
    expect(tr.nextCursor).toBeNull();
    expect(tr.items).toEqual([
      { id: expect.any(Number), ...words, type: NotificationType.Bonus, isRead: false, byOperator: true, timeStamp: h.clock.now().toISOString() },
      {
        id: expect.any(Number),
        title: 'Yatırımınız alındı',
        note: `${formatLira(12_550, 'tr')} tutarındaki yatırımınız (DEP-1) bakiyenize eklendi.`,
        type: NotificationType.Deposit,
        isRead: false,
        byOperator: false,
        timeStamp: new Date(h.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
    const en = await list(p.id, 'finance');
    expect(en.items.map((item) => item.title)).toEqual([words.title, 'Deposit received']);

    const read = await post(h.app, '/api/customer/readnotification', { id: tr.items[1].id }, p.token);
    expect(read.statusCode, read.body).toBe(200);
    expect((await list(p.id, 'admin')).items.map((item) => item.isRead)).toEqual([false, true]);
  });

  it('is read only: the roles of the Players screen read it, unaudited; content, a player token and no session are refused', async () => {
    const p = await newPlayer();
    const before = await auditEntries(h.db.kysely, { target: `player:${p.id}` });
    for (const role of ['admin', 'finance', 'support'] as const) expect((await list(p.id, role)).items).toEqual([]);
    expect(await auditEntries(h.db.kysely, { target: `player:${p.id}` })).toEqual(before);

    const content = await adminGet(h.app, `/players/${p.id}/notifications`, as('content'));
    expect(content.statusCode).toBe(403);
    expect(content.json().message).toBe('Your role does not allow this action.');
    for (const headers of [{}, bearer(p.token), operatorAuth(p.token)]) {
      const res = await adminGet(h.app, `/players/${p.id}/notifications`, { ...headers, 'x-locale': 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to the back office to do this.');
    }
  });

  it('answers 404 for an unknown player and 400 for a malformed cursor', async () => {
    const missing = await adminGet(h.app, '/players/2000000000/notifications', as('support'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No player has this id or username.');
    const p = await newPlayer();
    for (const cursor of ['12', 'yesterday~3', "2025-01-01T00:00:00.000Z~1'--"]) {
      const res = await adminGet(h.app, `/players/${p.id}/notifications?cursor=${encodeURIComponent(cursor)}`, as('support'));
      expect(res.statusCode, cursor).toBe(400);
    }
  });

  it('pages with a cursor, without repeats or gaps, also among notifications of the same second', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    await notify(h.db.kysely, { playerId: other.id, type: NotificationType.System, ...words }, h.clock.now());
    for (let i = 1; i <= 53; i++) {
      if (i % 10 === 0) h.clock.advance(1_000);
      await notify(h.db.kysely, { playerId: p.id, type: NotificationType.System, title: `Mesaj ${i}`, note: `${i}` }, h.clock.now());
    }
    const first = await list(p.id);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(p.id, 'support', `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(titles).toEqual(Array.from({ length: 53 }, (_, i) => `Mesaj ${53 - i}`));
  });
});
