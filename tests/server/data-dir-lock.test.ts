import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimDataDir } from '../../server/db/data-dir-lock.js';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'data-dir-lock-')), 'data');

/** A process that runs until killed, and its pid. */
function otherServer() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => new Promise((resolve) => child.once('exit', resolve).kill()) };
}

describe('one server per SQLite data directory', () => {
  it('claims a new directory and gives it back on release', async () => {
    const dir = freshDir();
    const release = await claimDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a directory another running server holds, saying what to do', async () => {
    const dir = freshDir();
    const other = otherServer();
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'server.pid'), String(other.pid));
      await expect(claimDataDir(dir, { waitMs: 200 })).rejects.toThrow(`Another server (pid ${other.pid}) is serving the SQLite data in ${dir}`);
      expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it('takes over from a server that has stopped, and waits for one that is shutting down', async () => {
    const dir = freshDir();
    const stopped = otherServer();
    await stopped.stop();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'server.pid'), String(stopped.pid));
    (await claimDataDir(dir))();

    const closing = otherServer();
    writeFileSync(join(dir, 'server.pid'), String(closing.pid));
    setTimeout(() => void closing.stop(), 300);
    const release = await claimDataDir(dir, { waitMs: 5000 });
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
