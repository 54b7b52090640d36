import type { ChatInboxChange, StoredChatMessage } from '../modules/chat/service.js';
import type { StoredNotification } from '../modules/notifications/service.js';

/** What one process tells every process serving the player. A message to every player is one notification each. */
export type HubEvent =
  | { kind: 'notification'; notification: StoredNotification }
  | { kind: 'balance'; playerId: number }
  /** A message of the player's live chat (theirs, from another tab, or support's answer). */
  | ({ kind: 'chat' } & StoredChatMessage)
  /** For the operators' inbox: a conversation got a message or a new status. */
  | ({ kind: 'chatInbox' } & ChatInboxChange)
  /** A request entered or left the payments queue (finance's screen reads it again). */
  | { kind: 'paymentsQueue'; type: 1 | 2 }
  /** One session of the player ended (`sessionId`), or all of them but `exceptId`. */
  | { kind: 'sessionsEnded'; playerId: number; sessionId?: number; exceptId?: number };

/** The operators' group: every process with an operator's connection. */
export const OPERATORS = 'operators';

/** Whom an event is for: a player (by id), or the operators' group. */
export const audienceOf = (event: HubEvent): string =>
  event.kind === 'chatInbox' || event.kind === 'paymentsQueue' ? OPERATORS : String(event.kind === 'notification' ? event.notification.playerId : event.playerId);

/**
 * Carries events to the processes that serve their player. Each process hands events to its own connections at
 * once (`deliver`), so a backplane outage costs only the other processes' players.
 */
export interface Backplane {
  publish(event: HubEvent): void;
  /** This process now serves the player: other processes' events about them reach it. */
  join(playerId: number): void;
  /** It no longer does. */
  leave(playerId: number): void;
  /** This process now holds an operator's connection: the operators' events reach it. */
  joinOperators(): void;
  leaveOperators(): void;
  close(): Promise<void>;
}

/**
 * One process: events go straight to its connections. Delivered on the next microtask, so a commit's callbacks
 * (where events are raised) never run hub work, and events keep the order they were raised in.
 */
export function memoryBackplane(deliver: (event: HubEvent) => void): Backplane {
  return {
    publish: (event) => queueMicrotask(() => deliver(event)),
    join: () => {},
    leave: () => {},
    joinOperators: () => {},
    leaveOperators: () => {},
    close: async () => {},
  };
}
