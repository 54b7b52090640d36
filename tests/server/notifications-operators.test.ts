import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../contracts/enums.js';
import { createDb, type Db } from '../../server/db/index.js';
import { migrateDb } from '../../server/db/migrate.js';
import { serverMessage, type ServerMessageKey } from '../../server/http/messages.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { runNotifyCli } from '../../server/modules/operators/notify-cli.js';
import { onNotification, type StoredNotification } from '../../server/modules/notifications/service.js';
import { dialects, freshDb } from './helpers.js';
import { identityApp, post, register, type IdentityHarness } from './identity-helpers.js';
import { adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const words = { title: 'Hafta sonu turnuvası', note: 'Cumartesi 20:00’de başlıyor.\nKatılım ücretsiz.' };

async function newPlayer(db: Db, app: IdentityHarness['app']) {
  const p = await register(app);
  const row = await db.kysely.selectFrom('players').select('id').where('username_lower', '=', p.username.toLowerCase()).executeTakeFirstOrThrow();
  return { ...p, id: row.id };
}

const rowsOf = (db: Db, playerId: number) => db.kysely.selectFrom('notifications').selectAll().where('player_id', '=', playerId).orderBy('id').execute();

describe.each(dialects)('operator messages to players on %s', (dialect) => {
  let h: IdentityHarness;
  let support: SignedInOperator;
  let admin: SignedInOperator;
  const send = (operator: SignedInOperator | null, body: object, locale = 'en') =>
    adminPost(h.app, '/notifications', body, { ...(operator ? operatorAuth(operator.token) : {}), 'x-locale': locale });

  beforeAll(async () => {
    h = await identityApp(dialect);
    support = await signedInOperator(h, 'support');
    admin = await signedInOperator(h, 'admin');
  });
  afterAll(() => h.close());

  it('writes to one player by username, as typed, audited; the player reads it in the panel', async () => {
    const p = await newPlayer(h.db, h.app);
    const res = await send(support, { username: p.username.toUpperCase(), type: NotificationType.Bonus, ...words });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'The message has been sent to 1 player.', data: { notified: 1 } });

    const listed = await post(h.app, '/api/customer/notification', { skip: 0, take: 100 }, p.token, { headers: { 'x-locale': 'en' } });
    expect(listed.json().data).toEqual([{ id: expect.any(Number), ...words, type: NotificationType.Bonus, isRead: false, timeStamp: h.clock.now().toISOString() }]);
    const [row] = await rowsOf(h.db, p.id);
    expect(row).toMatchObject({ template: null, params: '{}', ...words });

    const [audit] = await auditEntries(h.db.kysely, { target: `player:${p.id}` });
    expect(audit).toMatchObject({ actor: `operator:${support.id}`, operator_id: support.id, action: 'notification.send', after: { notificationId: row.id, type: NotificationType.Bonus, ...words } });
  });

  it('writes to one player by id, System by default, answering in Turkish too', async () => {
    const p = await newPlayer(h.db, h.app);
    const res = await send(admin, { playerId: p.id, ...words }, 'tr');
    expect(res.json()).toEqual({ success: true, message: 'Mesaj 1 oyuncuya gönderildi.', data: { notified: 1 } });
    expect((await rowsOf(h.db, p.id)).map((r) => r.type)).toEqual([NotificationType.System]);
  });

  it('writes to every player once, answers how many, audits it once and pushes each after the commit', async () => {
    await newPlayer(h.db, h.app);
    const players = await h.db.kysely.selectFrom('players').select('id').orderBy('id').execute();
    const before = await Promise.all(players.map((p) => rowsOf(h.db, p.id)));
    const heard: StoredNotification[] = [];
    const stop = onNotification(h.db.kysely, (n) => heard.push(n));
    const res = await send(support, { all: true, title: 'Bakım', note: 'Bu gece 03:00’te kısa bir bakım var.' });
    stop();

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { notified: players.length }, message: `The message has been sent to ${players.length} players.` });
    const after = await Promise.all(players.map((p) => rowsOf(h.db, p.id)));
    players.forEach((p, i) => {
      const added = after[i].slice(before[i].length);
      expect(added, `player ${p.id}`).toMatchObject([{ title: 'Bakım', note: 'Bu gece 03:00’te kısa bir bakım var.', type: NotificationType.System, is_read: 0 }]);
    });
    expect(heard.map((n) => n.playerId).sort((a, b) => a - b)).toEqual(players.map((p) => p.id));
    expect(heard.map((n) => n.id).sort((a, b) => a - b)).toEqual(after.map((rows) => rows.at(-1)!.id).sort((a, b) => a - b));

    const [audit] = await auditEntries(h.db.kysely, { target: 'player:all' });
    expect(audit).toMatchObject({ actor: `operator:${support.id}`, action: 'notification.broadcast', after: { notified: players.length, title: 'Bakım', type: NotificationType.System } });
  });

  it('is refused to finance and content, and without a session; nothing is written', async () => {
    const p = await newPlayer(h.db, h.app);
    const sent = async () => (await auditEntries(h.db.kysely, { limit: 1000 })).filter((a) => a.action.startsWith('notification.')).length;
    const sentBefore = await sent();
    for (const role of ['finance', 'content'] as const) {
      const res = await send(await signedInOperator(h, role), { playerId: p.id, ...words });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: serverMessage('en', 'operators.forbidden') });
    }
    expect((await send(null, { playerId: p.id, ...words })).statusCode).toBe(401);
    const player = await post(h.app, '/api/admin/notifications', { playerId: p.id, ...words }, p.token);
    expect(player.statusCode).toBe(401);
    expect(await rowsOf(h.db, p.id)).toEqual([]);
    expect(await sent()).toBe(sentBefore);
  });

  it('refuses anything but exactly one known recipient, and words that break the limits, in the language asked', async () => {
    const p = await newPlayer(h.db, h.app);
    const cases: Array<[object, number, ServerMessageKey]> = [
      [{ ...words }, 400, 'operators.messageTarget'],
      [{ playerId: p.id, all: true, ...words }, 400, 'operators.messageTarget'],
      [{ playerId: p.id, username: p.username, ...words }, 400, 'operators.messageTarget'],
      [{ all: false, ...words }, 400, 'operators.messageTarget'],
      [{ username: 'kimseyok123', ...words }, 404, 'operators.playerNotFound'],
      [{ playerId: 2_000_000_000, ...words }, 404, 'operators.playerNotFound'],
    ];
    for (const [body, status, key] of cases) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await send(support, body, locale);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json()).toMatchObject({ success: false, message: serverMessage(locale, key) });
      }
    }
    const invalid: Array<[object, string]> = [
      [{ playerId: p.id, title: 'x'.repeat(101), note: 'x' }, 'title'],
      [{ playerId: p.id, title: 'Satır\nkırık', note: 'x' }, 'title'],
      [{ playerId: p.id, title: 'x', note: '   ' }, 'note'],
      [{ playerId: p.id, title: 'x', note: 'y'.repeat(1001) }, 'note'],
      [{ playerId: p.id, title: 'x' }, 'note'],
      [{ playerId: p.id, type: 9, ...words }, 'type'],
    ];
    for (const [body, field] of invalid) {
      const res = await send(support, body, 'tr');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
      expect(res.json().message).toMatch(/^Lütfen işaretli alanları kontrol edin\./);
    }
    expect(await rowsOf(h.db, p.id)).toEqual([]);
  });
});

describe.each(dialects)('npm run notify on %s', (dialect) => {
  let db: Db;
  const now = new Date('2026-03-03T08:00:00Z');
  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const code = await runNotifyCli(db, argv, { out: (line) => lines.push(line), now: () => now });
    return { code, out: lines.join('\n') };
  };
  const addPlayer = async (username: string) => {
    const row = await db.kysely
      .insertInto('players')
      .values({
        name: 'Ad', surname: 'Soyad', username, username_lower: username.toLowerCase(), email: `${username.toLowerCase()}@example.com`, phone: `90530${Math.floor(Math.random() * 1e7)}`,
        country_id: 235, currency_id: 1, locale: 'tr', password_hash: 'x', sms_verified: 0, created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  beforeAll(async () => {
    db = await freshDb(dialect);
  });
  afterAll(() => db.destroy());

  it('writes to one player by username and to all, audited as the CLI', async () => {
    const ayse = await addPlayer('AyseK');
    const ali = await addPlayer('alim');
    const one = await run(['--player', 'aysek', '--title', 'Bonus', '--note', 'Hesabınıza bakın.', '--type', 'bonus']);
    expect(one).toEqual({ code: 0, out: `Sent to AyseK (player ${ayse}): Bonus message "Bonus".` });
    expect(await rowsOf(db, ayse)).toMatchObject([{ type: NotificationType.Bonus, title: 'Bonus', note: 'Hesabınıza bakın.', created_at: now.toISOString() }]);
    const [audit] = await auditEntries(db.kysely, { target: `player:${ayse}` });
    expect(audit).toMatchObject({ actor: 'cli', operator_id: null, action: 'notification.send' });

    const all = await run(['--all', '--title', 'Bakım', '--note', 'Gece bakım var.']);
    // Every player of the database: these two and the demo seed's.
    const everyone = (await db.kysely.selectFrom('players').select('id').execute()).length;
    expect(all).toEqual({ code: 0, out: `Sent to ${everyone} players: System message "Bakım".` });
    expect((await rowsOf(db, ali)).map((r) => r.title)).toEqual(['Bakım']);
    expect((await rowsOf(db, ayse)).map((r) => r.title)).toEqual(['Bonus', 'Bakım']);
    expect((await auditEntries(db.kysely, { target: 'player:all' }))[0]).toMatchObject({ actor: 'cli', after: { notified: everyone } });
  });

  it('refuses bad input with exit 2 and a reason, an unknown player with exit 1, and writes nothing', async () => {
    const before = await db.kysely.selectFrom('notifications').select('id').execute();
    const cases: Array<[string[], number, RegExp]> = [
      [['--title', 'T', '--note', 'N'], 2, /exactly one of --player <username> and --all/],
      [['--all', '--player', 'aysek', '--title', 'T', '--note', 'N'], 2, /exactly one of --player/],
      [['--all', '--title', 'T', '--note', 'N', '--type', 'Promo'], 2, /--type must be one of Deposit, Withdraw, Jackpot, Bonus, System/],
      [['--all', '--title', 'x'.repeat(101), '--note', 'N'], 2, /--title: Must be at most 100 characters/],
      [['--all', '--title', 'T'], 2, /--note: This field is required/],
      [['--all', '--title', 'T', '--note', 'N', '--colour', 'red'], 2, /Unknown option '--colour'/],
      [['--player', 'nobody', '--title', 'T', '--note', 'N'], 1, /No player named nobody/],
    ];
    for (const [argv, code, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(code);
      expect(result.out).toMatch(message);
    }
    expect(await db.kysely.selectFrom('notifications').select('id').execute()).toEqual(before);
  });
});

describe('the notify command as a process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notify-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes to a player of the SQLite database in DATA_DIR and says so; bad input exits 2', async () => {
    const db = createDb({ dataDir: dir });
    await migrateDb(db);
    await db.kysely
      .insertInto('players')
      .values({
        name: 'Ad', surname: 'Soyad', username: 'zeynep', username_lower: 'zeynep', email: 'zeynep@example.com', phone: '905301112233',
        country_id: 235, currency_id: 1, locale: 'tr', password_hash: 'x', sms_verified: 0, created_at: new Date().toISOString(),
      })
      .execute();
    await db.destroy();

    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/notify-cli.ts', ...args], { env: { PATH: process.env.PATH, DATA_DIR: dir } });
    const sent = await run(['--player', 'zeynep', '--title', 'Merhaba', '--note', 'Hoş geldin!']);
    expect(sent.stdout).toMatch(/^Sent to zeynep \(player 1\): System message "Merhaba"\./);
    await expect(run(['--title', 'Merhaba'])).rejects.toMatchObject({ code: 2, stdout: expect.stringMatching(/Usage: npm run notify/) });

    const check = createDb({ dataDir: dir });
    try {
      expect(await check.kysely.selectFrom('notifications').select(['player_id', 'title', 'note', 'type']).execute()).toEqual([
        { player_id: 1, title: 'Merhaba', note: 'Hoş geldin!', type: NotificationType.System },
      ]);
    } finally {
      await check.destroy();
    }
  }, 30_000);
});
