import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupUrl, loadWidget, loadWithBackup, WIDGET_BACKUP_AFTER_MS } from '../../../src/features/chat/widget-loader';

/** SPEC §9: the live-chat widget's script, with a backup after 5000 ms. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the chat widget loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 5000 ms for the script before starting the backup, and takes whichever loads first', async () => {
    expect(WIDGET_BACKUP_AFTER_MS).toBe(5000);
    const primary = deferred<string>();
    const backup = deferred<string>();
    const startBackup = vi.fn(() => backup.promise);
    const loaded = loadWithBackup(() => primary.promise, startBackup);
    await vi.advanceTimersByTimeAsync(4999);
    expect(startBackup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(startBackup).toHaveBeenCalledTimes(1);
    backup.resolve('backup');
    await expect(loaded).resolves.toBe('backup');
    primary.resolve('late');
  });

  it('never starts the backup when the script loads in time', async () => {
    const startBackup = vi.fn(() => Promise.resolve('backup'));
    await expect(loadWithBackup(() => Promise.resolve('script'), startBackup)).resolves.toBe('script');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(startBackup).not.toHaveBeenCalled();
  });

  it('starts the backup at once when the script fails, and fails only when both did', async () => {
    const startBackup = vi.fn(() => Promise.reject(new Error('backup down')));
    const loaded = loadWithBackup(() => Promise.reject(new Error('script down')), startBackup);
    const failed = expect(loaded).rejects.toThrow('backup down');
    await vi.advanceTimersByTimeAsync(0);
    expect(startBackup).toHaveBeenCalledTimes(1);
    await failed;
  });
});

describe('the chat widget\'s backup address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the same built file under another URL, beside the page\'s own modules', () => {
    expect(backupUrl('assets/chat-window-Ab12.js', '/')).toBe('/assets/chat-window-Ab12.js?backup');
    expect(backupUrl('assets/chat-window-Ab12.js', '/site')).toBe('/site/assets/chat-window-Ab12.js?backup');
    expect(backupUrl('__CHAT_WIDGET_FILE__', '/')).toBeNull();
  });

  it('a primary that hangs: the backup address is imported after 5000 ms, and its widget is used', async () => {
    const importUrl = vi.fn((url: string) => Promise.resolve(`widget from ${url}`));
    const loaded = loadWidget(() => new Promise<string>(() => {}), importUrl, 'assets/chat-window-Ab12.js', '/');
    await vi.advanceTimersByTimeAsync(4999);
    expect(importUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importUrl).toHaveBeenCalledWith('/assets/chat-window-Ab12.js?backup');
    await expect(loaded).resolves.toBe('widget from /assets/chat-window-Ab12.js?backup');
  });

  it('a primary that fails: the backup address is imported at once', async () => {
    const importUrl = vi.fn(() => Promise.resolve('backup'));
    const loaded = loadWidget(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), importUrl, 'assets/chat-window-Ab12.js', '/');
    await vi.advanceTimersByTimeAsync(0);
    expect(importUrl).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toBe('backup');
  });

  it('a primary that loads: no backup, ever', async () => {
    const importUrl = vi.fn(() => Promise.resolve('backup'));
    await expect(loadWidget(() => Promise.resolve('primary'), importUrl, 'assets/chat-window-Ab12.js', '/')).resolves.toBe('primary');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(importUrl).not.toHaveBeenCalled();
  });
});
