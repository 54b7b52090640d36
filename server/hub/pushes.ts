import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BALANCE_COMMAND, HUB_METHOD, NOTIFICATION_COMMAND, type HubPush } from '../../contracts/notifications.js';
import { CHAT_COMMAND } from '../../contracts/chat.js';
import { CHAT_INBOX_COMMAND, type ChatInboxPush } from '../../contracts/admin-chat.js';
import { PAYMENTS_QUEUE_COMMAND, type PaymentsQueuePush } from '../../contracts/admin-payments.js';
import type { Database } from '../db/schema.js';
import type { ServerLocale } from '../http/messages.js';
import { storedNotificationItem } from '../modules/notifications/items.js';
import type { StoredNotification } from '../modules/notifications/service.js';
import { balances, walletBalanceOf } from '../modules/wallet/service.js';
import type { HubEvent } from './backplane.js';
import type { HubConnection, OperatorPeer } from './connection.js';
import type { Connections } from './connections.js';
import { mayHearInbox, mayHearPayments } from './operator-hub.js';
import { invocation } from './protocol.js';

type Db = Kysely<Database>;

// Changes of one player's money that come this close together (a bet and its win, a deposit and its bonus) go out as
// one push of the balance after the last.
export const BALANCE_COALESCE_MS = 10;

const record = (push: HubPush) => invocation(HUB_METHOD, [push]);

/** Turns the events that reach this process into pushes to its connections of their player. */
export class Pushes {
  // Players whose balance is to be read and pushed; `again`: it changed once more while it was being read.
  private readonly balancesDue = new Map<number, { reading: boolean; again: boolean }>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly connections: Connections,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly operators: ReadonlySet<HubConnection<OperatorPeer>> = new Set(),
  ) {}

  deliver(event: HubEvent): void {
    try {
      if (event.kind === 'notification') this.notification(event.notification);
      else if (event.kind === 'balance') this.balanceChanged(event.playerId);
      else if (event.kind === 'chat') this.chat(event);
      else if (event.kind === 'chatInbox') this.chatInbox(event);
      else if (event.kind === 'paymentsQueue') this.paymentsQueue(event);
      else this.sessionsEnded(event);
    } catch (err) {
      // Whatever reached us (another process's event, a notification of a newer shape) never takes the hub down.
      this.log.warn({ err, kind: event.kind }, 'hub event not pushed');
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.balancesDue.clear();
  }

  /** Rendered once per language among the player's connections. */
  private notification(stored: StoredNotification): void {
    const targets = this.connections.of(stored.playerId);
    if (!targets) return;
    const rendered = new Map<ServerLocale, Buffer>();
    for (const connection of targets) {
      const { locale } = connection.peer;
      let push = rendered.get(locale);
      if (!push) rendered.set(locale, (push = record({ cmd: NOTIFICATION_COMMAND, message: storedNotificationItem(stored, locale) })));
      connection.push(push);
    }
  }

  /** The player sees support as support: the operator's name stays in the back office. */
  private chat({ playerId, message }: Extract<HubEvent, { kind: 'chat' }>): void {
    const targets = this.connections.of(playerId);
    if (!targets) return;
    const push = record({ cmd: CHAT_COMMAND, message: { ...message, operatorName: null } });
    for (const connection of targets) connection.push(push);
  }

  /** Operators see every conversation's changes, with the answering operator's name. */
  private chatInbox({ playerId, conversationId, status, message }: Extract<HubEvent, { kind: 'chatInbox' }>): void {
    if (this.operators.size === 0) return;
    const push = invocation(HUB_METHOD, [{ cmd: CHAT_INBOX_COMMAND, message: { playerId, conversationId, status, message } satisfies ChatInboxPush }]);
    for (const connection of this.operators) if (mayHearInbox(connection.peer.role)) connection.push(push);
  }

  /** Finance's queue is read again when a request enters or leaves it. */
  private paymentsQueue({ type }: Extract<HubEvent, { kind: 'paymentsQueue' }>): void {
    if (this.operators.size === 0) return;
    const push = invocation(HUB_METHOD, [{ cmd: PAYMENTS_QUEUE_COMMAND, message: { type } satisfies PaymentsQueuePush }]);
    for (const connection of this.operators) if (mayHearPayments(connection.peer.role)) connection.push(push);
  }

  private balanceChanged(playerId: number): void {
    if (!this.connections.of(playerId)) return;
    const due = this.balancesDue.get(playerId);
    if (!due) {
      this.balancesDue.set(playerId, { reading: false, again: false });
      this.later(() => void this.pushBalance(playerId));
    } else if (due.reading) {
      // The read under way may have seen the state before this change.
      due.again = true;
    }
  }

  /** Reads the committed balance (outside any transaction) and pushes it; one read per player at a time, so pushes keep their order. */
  private async pushBalance(playerId: number): Promise<void> {
    const due = this.balancesDue.get(playerId);
    if (!due) return;
    due.reading = true;
    try {
      const b = await balances(this.db, playerId);
      if (this.balancesDue.get(playerId) !== due) return;
      const push = record({ cmd: BALANCE_COMMAND, message: walletBalanceOf(b) });
      for (const connection of this.connections.of(playerId) ?? []) connection.push(push);
    } catch (err) {
      this.log.warn({ err, playerId }, 'hub could not read a balance to push');
    }
    if (this.balancesDue.get(playerId) !== due) return;
    if (due.again) {
      due.again = false;
      due.reading = false;
      this.later(() => void this.pushBalance(playerId));
    } else {
      this.balancesDue.delete(playerId);
    }
  }

  private sessionsEnded({ playerId, sessionId, exceptId }: Extract<HubEvent, { kind: 'sessionsEnded' }>): void {
    for (const connection of this.connections.of(playerId) ?? []) {
      const session = connection.peer.sessionId;
      const ended = sessionId !== undefined ? session === sessionId : session !== exceptId;
      if (ended) connection.sessionEnded();
    }
  }

  private later(task: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      task();
    }, BALANCE_COALESCE_MS);
    this.timers.add(timer);
  }
}
