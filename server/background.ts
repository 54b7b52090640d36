import type { FastifyBaseLogger } from 'fastify';

/** Work that must not delay or shape an answer (a reset e-mail, the periodic clean-up); closing the app waits for it. */
export class Background {
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const job = task()
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Runs `task` every `intervalMs`, never two runs at once; it does not keep the process alive. */
  every(name: string, intervalMs: number, task: () => Promise<void>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      this.run(name, () => task().finally(() => (running = false)));
    }, intervalMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops the periodic tasks and waits for everything under way. */
  async drain(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
