import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/** The default file of a backup: DATA_DIR/backups/casino-<UTC time>.sqlite. */
export const backupFileOf = (dataDir: string, at = new Date()) => join(dataDir, 'backups', `casino-${at.toISOString().replace(/[:.]/g, '-')}.sqlite`);

/**
 * A consistent copy of the SQLite database while the site serves it (SQLite's online backup, better-sqlite3's
 * `backup()`). All pages are copied in one step: in WAL mode that step reads one snapshot and never blocks the
 * server's writes, and a step that never yields cannot be restarted by them. The copy is written beside its final
 * name, checked (`PRAGMA integrity_check`) and then renamed, so a file under that name is always a whole backup.
 */
export async function backupSqlite(sourcePath: string, file: string): Promise<BackupResult> {
  if (!existsSync(sourcePath)) throw new Error(`no database at ${sourcePath}`);
  if (existsSync(file)) throw new Error(`${file} exists already`);
  mkdirSync(dirname(file), { recursive: true });
  const started = Date.now();
  const partial = `${file}.partial`;
  const source = new SQLite(sourcePath, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(partial, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    source.close();
  }
  const copy = new SQLite(partial);
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    // One file, no WAL beside it: the backup is what a restore copies back.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  renameSync(partial, file);
  return { file, bytes: statSync(file).size, ms: Date.now() - started };
}
