import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCli, type CliIo } from '../../server/modules/operators/cli.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { balances } from '../../server/modules/wallet/service.js';
import { seedDemo } from '../../server/seed/index.js';
import { BETCO_DEMO } from '../../server/seed/sports.js';
import { dialects, testApp } from './helpers.js';
import { login, register } from './identity-helpers.js';

type Harness = Awaited<ReturnType<typeof testApp>>;

function cli() {
  const lines: string[] = [];
  const io: CliIo = { env: {}, out: (line) => lines.push(line), askSecret: async () => null, now: () => new Date('2026-04-01T10:00:00Z') };
  return { lines, io };
}

describe.each(dialects)('betting-partner access on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp(dialect);
  });
  afterAll(() => h.close());

  const accessOf = async (username: string) =>
    Number((await h.db.kysely.selectFrom('players').select('betting_partner_access').where('username_lower', '=', username.toLowerCase()).executeTakeFirstOrThrow()).betting_partner_access);

  it('grants and revokes access from the command line, each audited as the CLI', async () => {
    const p = await register(h.app);
    const row = await h.db.kysely.selectFrom('players').select('id').where('username', '=', p.username).executeTakeFirstOrThrow();
    expect(await accessOf(p.username)).toBe(0);

    const grant = cli();
    expect(await runOperatorCli(h.db, ['partner-access', '--username', p.username.toUpperCase(), '--grant'], grant.io)).toBe(0);
    expect(grant.lines.join()).toMatch(/has betting-partner access/);
    expect(await accessOf(p.username)).toBe(1);

    const revoke = cli();
    expect(await runOperatorCli(h.db, ['partner-access', '--username', p.username, '--revoke'], revoke.io)).toBe(0);
    expect(await accessOf(p.username)).toBe(0);

    const audit = await auditEntries(h.db.kysely, { target: `player:${row.id}` });
    expect(audit.map((a) => ({ actor: a.actor, action: a.action, before: a.before, after: a.after }))).toEqual([
      { actor: 'cli', action: 'player.partner_access_revoke', before: { bettingPartnerAccess: true }, after: { bettingPartnerAccess: false } },
      { actor: 'cli', action: 'player.partner_access_grant', before: { bettingPartnerAccess: false }, after: { bettingPartnerAccess: true } },
    ]);
  });

  it('refuses an unknown player and a command without exactly one of --grant and --revoke, changing nothing', async () => {
    const p = await register(h.app);
    const before = (await auditEntries(h.db.kysely)).length;
    const cases: Array<[string[], number, RegExp]> = [
      [['partner-access', '--username', 'nobody_here', '--grant'], 1, /No player named nobody_here/],
      [['partner-access', '--username', p.username], 2, /exactly one of --grant and --revoke/],
      [['partner-access', '--username', p.username, '--grant', '--revoke'], 2, /exactly one of --grant and --revoke/],
      [['partner-access', '--grant'], 2, /--username is required/],
    ];
    for (const [argv, code, message] of cases) {
      const run = cli();
      expect(await runOperatorCli(h.db, argv, run.io), argv.join(' ')).toBe(code);
      expect(run.lines.join('\n')).toMatch(message);
    }
    expect(await accessOf(p.username)).toBe(0);
    expect((await auditEntries(h.db.kysely)).length).toBe(before);
  });

  it('seeds one demo player with access and demo cash, who logs in with the documented password; a second seed adds nothing', async () => {
    const rows = () => h.db.kysely.selectFrom('players').select(['id', 'betting_partner_access']).where('username_lower', '=', BETCO_DEMO.username).execute();
    const [demo] = await rows();
    expect(Number(demo!.betting_partner_access)).toBe(1);
    expect((await balances(h.db.kysely, demo!.id)).cashMinor).toBe(BETCO_DEMO.cashMinor);

    // An operator's change survives a second seed (nothing re-granted, no second deposit).
    expect(await runOperatorCli(h.db, ['partner-access', '--username', BETCO_DEMO.username, '--revoke'], cli().io)).toBe(0);
    await seedDemo(h.db.kysely, h.db.dialect);
    expect((await rows()).map((r) => ({ id: r.id, access: Number(r.betting_partner_access) }))).toEqual([{ id: demo!.id, access: 0 }]);
    expect((await balances(h.db.kysely, demo!.id)).cashMinor).toBe(BETCO_DEMO.cashMinor);

    const res = await login(h.app, BETCO_DEMO.username, BETCO_DEMO.password);
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(h.app, BETCO_DEMO.username, `${BETCO_DEMO.password}x`)).statusCode).not.toBe(200);
  });
});
