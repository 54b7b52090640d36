import { chatInboxPush, CHAT_INBOX_COMMAND, OPERATOR_HUB_PATH, type ChatInboxPush } from '../../../contracts/admin-chat';
import { HUB_METHOD, pushCommand, pushMessage } from '../../../contracts/notifications';
import { adminRuntime } from './services';

export type OperatorHubEvent = { type: 'chat.hubOpened' } | { type: 'chat.hubClosed' } | { type: 'chat.inboxPushed'; push: ChatInboxPush };

/** A NotifyMessage of the operators' hub as the chat screen's event; null for anything else. */
export function inboxPushOf(raw: unknown): ChatInboxPush | null {
  const push = pushMessage.safeParse(raw);
  if (!push.success || pushCommand(push.data) !== CHAT_INBOX_COMMAND) return null;
  const message = chatInboxPush.safeParse(push.data.message);
  return message.success ? message.data : null;
}

/**
 * The operators' hub connection (SignalR JSON over WebSocket, no negotiation, the operator token as access_token),
 * loaded with the Live chat screen. Built without automatic reconnects: the screen's machine retries. Reports what
 * happens through `report`; the answer stops it.
 */
export function openOperatorHub(report: (event: OperatorHubEvent) => void): () => void {
  let stopped = false;
  let stop = () => {};
  const tell = (event: OperatorHubEvent) => {
    if (!stopped) report(event);
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
        const push = inboxPushOf(raw);
        if (push) tell({ type: 'chat.inboxPushed', push });
      });
      connection.onclose(() => tell({ type: 'chat.hubClosed' }));
      stop = () => void connection.stop();
      return connection.start().then(() => tell({ type: 'chat.hubOpened' }));
    })
    .catch(() => tell({ type: 'chat.hubClosed' }));
  return () => {
    stopped = true;
    stop();
  };
}
