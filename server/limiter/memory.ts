import type { LimitStore, WindowState } from './index.js';

const SWEEP_AT = 10_000;

export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  private live(key: string, at: number) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= at) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(at: number): void {
    if (this.windows.size < SWEEP_AT) return;
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
  }

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const at = this.now().getTime();
    let window = this.live(key, at);
    if (!window) {
      this.sweep(at);
      window = { count: 0, resetAt: at + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - at };
  }

  async peek(key: string): Promise<WindowState | null> {
    const at = this.now().getTime();
    const window = this.live(key, at);
    return window ? { count: window.count, resetInMs: window.resetAt - at } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}
