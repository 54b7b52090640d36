/** SPEC §9: the backup starts when the widget has not loaded within this time. */
export const WIDGET_BACKUP_AFTER_MS = 5000;

/**
 * Loads the chat widget's code from `primary`; when it has neither loaded nor failed within `backupAfterMs`, or
 * when it fails, `backup` starts too, and the first of the two to load wins. Rejects only when both failed.
 */
export function loadWithBackup<T>(primary: () => Promise<T>, backup: () => Promise<T>, backupAfterMs = WIDGET_BACKUP_AFTER_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let backupStarted = false;
    let failures = 0;
    const win = (value: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const lose = (error: unknown) => {
      failures += 1;
      if (!backupStarted) startBackup();
      else if (failures === 2 && !settled) {
        settled = true;
        reject(error);
      }
    };
    const startBackup = () => {
      if (backupStarted || settled) return;
      backupStarted = true;
      backup().then(win, lose);
    };
    const timer = setTimeout(startBackup, backupAfterMs);
    primary().then(win, lose);
  });
}

/**
 * The backup's address: the same built file under another URL (`?backup`). A browser remembers a failed module
 * import per URL and fails it again, so the backup must not be the primary's URL; it stays in the same folder, so
 * the modules the widget imports resolve to the very ones the page runs (one React). Null when the file is unknown
 * (the build writes it over a `__` placeholder; the dev server does not).
 */
export function backupUrl(file: string, base: string): string | null {
  if (!file || file.startsWith('__')) return null;
  return `${base.endsWith('/') ? base : `${base}/`}${file}?backup`;
}

/** The widget from its chunk, and after 5000 ms (or a failure) from the backup address too. */
export function loadWidget<T>(primary: () => Promise<T>, importUrl: (url: string) => Promise<T>, file: string, base: string): Promise<T> {
  const backup = backupUrl(file, base);
  return loadWithBackup(primary, backup ? () => importUrl(backup) : primary);
}
