import type { FastifyBaseLogger } from 'fastify';

/** Work that must not delay or shape an answer (a reset e-mail); closing the app waits for it. */
export class Background {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const job = task()
      .catch((err: unknown) => this.log.error({ err, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
