import { chatInboxPush, CHAT_INBOX_COMMAND, OPERATOR_HUB_PATH, type ChatInboxPush } from '../../../contracts/admin-chat';
import { paymentsQueuePush, PAYMENTS_QUEUE_COMMAND, type PaymentsQueuePush } from '../../../contracts/admin-payments';
import { HUB_METHOD, pushCommand, pushMessage } from '../../../contracts/notifications';
import { adminRuntime } from './services';

export type OperatorHubEvent = { type: 'chat.hubOpened' } | { type: 'chat.hubClosed' } | { type: 'chat.inboxPushed'; push: ChatInboxPush };

/** What the operators' hub says, to every screen that listens. */
export type HubNews = { kind: 'opened' } | { kind: 'closed' } | { kind: 'chatInbox'; push: ChatInboxPush } | { kind: 'paymentsQueue'; push: PaymentsQueuePush };

/** A NotifyMessage of the operators' hub as the chat screen's event; null for anything else. */
export function inboxPushOf(raw: unknown): ChatInboxPush | null {
  const push = pushMessage.safeParse(raw);
  if (!push.success || pushCommand(push.data) !== CHAT_INBOX_COMMAND) return null;
  const message = chatInboxPush.safeParse(push.data.message);
  return message.success ? message.data : null;
}

/** A NotifyMessage of the operators' hub as news of the payments queue; null for anything else. */
export function queuePushOf(raw: unknown): PaymentsQueuePush | null {
  const push = pushMessage.safeParse(raw);
  if (!push.success || (pushCommand(push.data) as string) !== PAYMENTS_QUEUE_COMMAND) return null;
  const message = paymentsQueuePush.safeParse(push.data.message);
  return message.success ? message.data : null;
}

// One connection for the whole back office (the navigation's count and the open screen listen to the same one).
let shared: { listeners: Set<(news: HubNews) => void>; open: boolean; stop: () => void } | null = null;

function connect(): NonNullable<typeof shared> {
  const hub: NonNullable<typeof shared> = { listeners: new Set(), open: false, stop: () => {} };
  let stopped = false;
  const tell = (news: HubNews) => {
    if (stopped) return;
    for (const listener of [...hub.listeners]) listener(news);
  };
  const closed = () => {
    if (shared === hub) shared = null;
    tell({ kind: 'closed' });
    stopped = true;
  };
  hub.stop = () => {
    stopped = true;
  };
  import('@microsoft/signalr')
    .then(({ HttpTransportType, HubConnectionBuilder, LogLevel }) => {
      if (stopped) return undefined;
      const url = new URL(OPERATOR_HUB_PATH, globalThis.location.origin);
      url.searchParams.set('x-locale', adminRuntime.locale);
      const connection = new HubConnectionBuilder()
        .withUrl(url.href, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => adminRuntime.token ?? '' })
        .configureLogging(LogLevel.None)
        .build();
      connection.on(HUB_METHOD, (raw: unknown) => {
        const inbox = inboxPushOf(raw);
        if (inbox) tell({ kind: 'chatInbox', push: inbox });
        const queue = queuePushOf(raw);
        if (queue) tell({ kind: 'paymentsQueue', push: queue });
      });
      connection.onclose(closed);
      hub.stop = () => {
        stopped = true;
        void connection.stop();
      };
      return connection.start().then(() => {
        hub.open = true;
        tell({ kind: 'opened' });
      });
    })
    .catch(closed);
  return hub;
}

/**
 * Listens to the operators' hub (SignalR JSON over WebSocket, no negotiation, the operator token as access_token):
 * the first listener opens the connection, the last one's leaving closes it. Built without automatic reconnects:
 * a listener told `closed` is dropped, and listens again when its machine retries. The answer stops listening.
 */
export function listenOperatorHub(listener: (news: HubNews) => void): () => void {
  const hub = shared ?? (shared = connect());
  hub.listeners.add(listener);
  if (hub.open) queueMicrotask(() => hub.listeners.has(listener) && listener({ kind: 'opened' }));
  return () => {
    hub.listeners.delete(listener);
    if (hub.listeners.size === 0) {
      hub.stop();
      if (shared === hub) shared = null;
    }
  };
}

/** The Live chat screen's view of the hub: its opening, its pushes, its closing. */
export function openOperatorHub(report: (event: OperatorHubEvent) => void): () => void {
  return listenOperatorHub((news) => {
    if (news.kind === 'opened') report({ type: 'chat.hubOpened' });
    else if (news.kind === 'closed') report({ type: 'chat.hubClosed' });
    else if (news.kind === 'chatInbox') report({ type: 'chat.inboxPushed', push: news.push });
  });
}
