import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { storedNotificationOf } from '../modules/notifications/items.js';
import type { StoredNotification } from '../modules/notifications/service.js';

const PAGE = 500;

/**
 * Notifications another process stored without a backplane to announce them: `npm run notify` beside a single
 * server (the in-process backplane). The hub reads the rows past the last one it has seen, once a second; a row
 * this process announced itself is skipped. A row is pushed one read after it was first seen, so one whose
 * announcement was still on its way (committed here, its after-commit callback not yet run) is never pushed twice.
 * Ids grow in commit order with one writer (SQLite); several processes on PostgreSQL use Redis, which carries
 * every process's announcements, and this is not started.
 */
export class WrittenElsewhere {
  private seenUpTo = 0;
  private readonly announced = new Set<number>();
  private waiting: StoredNotification[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deliver: (notification: StoredNotification) => void,
  ) {}

  /** This process announced it (after its commit): the reader must not push it again. */
  announce(id: number): void {
    this.announced.add(id);
  }

  /** What is stored before the server starts is not news: it is listed when a player's list loads. */
  async start(): Promise<void> {
    const last = await this.db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    this.seenUpTo = Number(last?.id ?? 0);
  }

  async read(): Promise<void> {
    for (const notification of this.waiting) if (!this.announced.has(notification.id)) this.deliver(notification);
    for (const notification of this.waiting) this.announced.delete(notification.id);
    this.waiting = [];
    const rows = await this.db.selectFrom('notifications').selectAll().where('id', '>', this.seenUpTo).orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      this.seenUpTo = row.id;
      if (this.announced.delete(row.id)) continue;
      this.waiting.push(storedNotificationOf(row));
    }
  }
}
