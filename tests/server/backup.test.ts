import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TransactionStatus, TransactionType } from '../../contracts/enums.js';
import { call, paidWebhook, registerPlayer, ROOT, spawnServer, startDeposit, stopSpawned, withdraw, type Player, type Spawned } from './spawned-server.js';

/**
 * `npm run backup` while the site serves: players deposit (paid by the PSP's webhooks) and withdraw without pause
 * while two backups are taken. Each backup is whole and consistent: every account's balance is the sum of its
 * ledger entries, held money is exactly the pending withdrawals, every confirmed deposit is credited once; and a
 * server started on a restored copy serves the players their balances as of the backup.
 */
const PLAYERS = 6;

function runBackup(dataDir: string, file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'backup-cli', file], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

interface Snapshot {
  entries: number;
  balances: Map<string, number>;
}

/** Checks the money invariants of a database file and returns its balances by player and account kind. */
function checkConsistent(file: string): Snapshot {
  const db = new SQLite(file, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const accounts = db.prepare('SELECT a.id, a.player_id, p.username, a.kind, a.balance_minor, COALESCE((SELECT SUM(amount_minor) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS ledger FROM accounts a JOIN players p ON p.id = a.player_id').all() as Array<{ id: number; player_id: number; username: string; kind: string; balance_minor: number; ledger: number }>;
    const balances = new Map<string, number>();
    for (const a of accounts) {
      expect(a.balance_minor, `${a.username} ${a.kind}: balance = ledger`).toBe(a.ledger);
      expect(a.balance_minor).toBeGreaterThanOrEqual(0);
      balances.set(`${a.username}:${a.kind}`, a.balance_minor);
    }
    const held = db.prepare(`SELECT a.player_id, a.balance_minor, COALESCE((SELECT SUM(t.amount_minor) FROM transactions t WHERE t.player_id = a.player_id AND t.type = ${TransactionType.Withdraw} AND t.status = ${TransactionStatus.Pending}), 0) AS pending FROM accounts a WHERE a.kind = 'held'`).all() as Array<{ player_id: number; balance_minor: number; pending: number }>;
    for (const h of held) expect(h.balance_minor, `player ${h.player_id}: held = pending withdrawals`).toBe(h.pending);
    const deposits = db.prepare(`SELECT t.reference, t.status, t.amount_minor - t.fee_minor AS net, (SELECT COUNT(*) FROM ledger_entries e WHERE e.kind = 'deposit' AND e.reference = t.reference) AS credits FROM transactions t WHERE t.type = ${TransactionType.Deposit}`).all() as Array<{ reference: string; status: number; net: number; credits: number }>;
    for (const d of deposits) expect(d.credits, `deposit ${d.reference}`).toBe(d.status === TransactionStatus.Confirmed ? 1 : 0);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number };
    return { entries: n, balances };
  } finally {
    db.close();
  }
}

describe('backups (SQLite)', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('copies a consistent database while deposits and withdrawals go on, and a restored copy serves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    const server: Spawned = await spawnServer({ DATA_DIR: dataDir });
    cleanups.push(() => stopSpawned(server, 'SIGKILL'));

    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await registerPlayer(server.base));
    for (const p of players) {
      const res = await call(server.base, '/api/payment/callback/local', paidWebhook(await startDeposit(server.base, p, 2000)));
      expect(res.status).toBe(200);
    }

    // The load: each player deposits (paid at once) and withdraws in a loop until told to stop.
    let stop = false;
    let moves = 0;
    let failure: Error | null = null;
    const load = players.map(async (p, i) => {
      try {
        for (let round = 0; !stop; round++) {
          const payment = await startDeposit(server.base, p, 100 + ((i * 7 + round) % 40));
          const paid = await call(server.base, '/api/payment/callback/local', paidWebhook(payment));
          if (paid.status !== 200) throw new Error(`webhook: ${paid.status} ${JSON.stringify(paid.body)}`);
          const out = await withdraw(server.base, p, 100 + ((i + round) % 10));
          if (out.status !== 200) throw new Error(`withdraw: ${out.status} ${JSON.stringify(out.body)}`);
          moves += 2;
        }
      } catch (error) {
        failure ??= error as Error;
        stop = true;
      }
    });
    const movesPast = async (count: number) => {
      while (moves < count) {
        if (failure) throw failure;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const backups: string[] = [];
    try {
      for (const name of ['first.sqlite', 'second.sqlite']) {
        await movesPast(moves + 10);
        const file = join(dir, 'backups', name);
        const { code, output } = await runBackup(dataDir, file);
        expect(code, output).toBe(0);
        expect(output).toContain('integrity ok');
        backups.push(file);
      }
      await movesPast(moves + 10);
    } finally {
      stop = true;
      await Promise.all(load);
    }
    if (failure) throw failure;

    const [first, second] = backups.map(checkConsistent);
    const live = checkConsistent(join(dataDir, 'casino.sqlite'));
    // Taken under load: each backup holds more than the one before, and less than the database now.
    expect(first.entries).toBeLessThan(second.entries);
    expect(second.entries).toBeLessThan(live.entries);
    // Backing up over an existing file is refused, nothing overwritten.
    expect((await runBackup(dataDir, backups[0])).code).toBe(1);

    // Restore the second backup into a new data directory and serve it.
    expect(await stopSpawned(server)).toBe(0);
    const restoredDir = join(dir, 'restored');
    mkdirSync(restoredDir);
    copyFileSync(backups[1], join(restoredDir, 'casino.sqlite'));
    expect(existsSync(join(restoredDir, 'casino.sqlite-wal'))).toBe(false);
    const restored = await spawnServer({ DATA_DIR: restoredDir });
    cleanups.push(() => stopSpawned(restored, 'SIGKILL'));
    for (const p of players) {
      const balance = await call(restored.base, '/api/user/balance', { token: p.token });
      expect(balance.status, JSON.stringify(balance.body)).toBe(200);
      expect(Math.round((balance.body.data as { cash: number }).cash * 100)).toBe(second.balances.get(`${p.username}:cash`));
    }
    expect(await stopSpawned(restored)).toBe(0);
  }, 400_000);
});
