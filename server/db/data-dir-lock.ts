import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (path: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * A SQLite data directory is served by one server process: it keeps sessions and balances in memory between
 * polls (docs/decisions/004-hot-reads.md), which a second writer would make stale. The claim is a pid file; a
 * file left by a process that no longer runs is taken over, and a server still shutting down is waited for.
 * Tools that only read or seed content (npm run outbox, npm run seed) do not claim it.
 * Returns the release function.
 */
export async function claimDataDir(dir: string, { waitMs = 3000 } = {}): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'server.pid');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    if (owner === null || owner === process.pid || !alive(owner)) {
      writeFileSync(path, String(process.pid));
      break;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `Another server (pid ${owner}) is serving the SQLite data in ${dir}. Run one server per data directory ` +
          '(DATA_DIR), or set DATABASE_URL to share a PostgreSQL database between several processes.',
      );
    }
    await sleep(100);
  }
  return () => {
    if (ownerOf(path) === process.pid) unlinkSync(path);
  };
}
