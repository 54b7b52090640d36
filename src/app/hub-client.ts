import {
  HttpClient, HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HttpRequest, type HttpResponse, type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { walletBalance } from '../../contracts/account';
import { CHAT_COMMAND, chatMessage } from '../../contracts/chat';
import {
  BALANCE_COMMAND, HUB_METHOD, HUB_PATH, NOTIFICATION_COMMAND, notificationItem, pushCommand, pushMessage,
} from '../../contracts/notifications';
import { HubUnavailable } from '../../machines/chat.machine';
import type { ConnectionEvent } from '../../machines/realtime.machine';

/*
 * The SignalR client and the push contracts: a chunk of its own, loaded when a player's connection first opens,
 * so neither is part of the first page's script.
 */

export interface HubOptions {
  locale: string;
  token: () => string | null;
  fingerprint: string | null;
  /** The page's origin: the hub is on the same one (the client turns http(s) into ws(s)). */
  origin: string;
}

export interface Hub {
  /** Resolves once the handshake is done; rejects when the connection cannot open. */
  started: Promise<void>;
  stop(): void;
  /**
   * Calls a hub method and waits for its completion. HubUnavailable when the connection is not open or closes
   * before the answer (the server may or may not have run it); the server's refusal rejects with its message.
   */
  invoke<T>(method: string, ...args: unknown[]): Promise<T>;
}

/** With no negotiation the client never makes an HTTP request: none is needed (or bundled for Node in tests). */
class NoHttpClient extends HttpClient {
  send(_request: HttpRequest): Promise<HttpResponse> {
    return Promise.reject(new Error('the hub is reached over WebSocket only'));
  }
}

export function hubUrl({ origin, locale, fingerprint }: Pick<HubOptions, 'origin' | 'locale' | 'fingerprint'>): string {
  const url = new URL(HUB_PATH, origin);
  if (fingerprint) url.searchParams.set('x-fingerprint', fingerprint);
  url.searchParams.set('x-locale', locale);
  return url.href;
}

/** A NotifyMessage as the machine's event, or null for a command the app does not use or a malformed message. */
export function pushEvent(raw: unknown): ConnectionEvent | null {
  const push = pushMessage.safeParse(raw);
  if (!push.success) return null;
  const command = pushCommand(push.data);
  if (command === NOTIFICATION_COMMAND) {
    const item = notificationItem.safeParse(push.data.message);
    return item.success ? { type: 'realtime.notification', item: item.data } : null;
  }
  if (command === BALANCE_COMMAND) {
    const wallet = walletBalance.safeParse(push.data.message);
    return wallet.success ? { type: 'realtime.balance', wallet: wallet.data } : null;
  }
  if (command === CHAT_COMMAND) {
    const message = chatMessage.safeParse(push.data.message);
    return message.success ? { type: 'realtime.chat', message: message.data } : null;
  }
  return null;
}

/**
 * Opens the hub: SignalR JSON protocol over WebSocket, no negotiation, the token as access_token. Built without
 * automatic reconnects: the realtime machine owns the schedule. `report` hears pushes and the end of the connection.
 */
export function openHub(options: HubOptions, report: (event: ConnectionEvent) => void): Hub {
  const connection = new HubConnectionBuilder()
    .withUrl(hubUrl(options), {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => options.token() ?? '',
      httpClient: new NoHttpClient(),
      // The page's WebSocket (the client's default in a browser; under Node it would look for the ws package).
      WebSocket: globalThis.WebSocket,
    } as IHttpConnectionOptions)
    .configureLogging(LogLevel.None)
    .build();
  connection.on(HUB_METHOD, (raw: unknown) => {
    const event = pushEvent(raw);
    if (event) report(event);
  });
  connection.onclose((error) => report({ type: 'realtime.closed', error: error?.message ?? null }));
  const invoke = async <T>(method: string, ...args: unknown[]): Promise<T> => {
    if (connection.state !== HubConnectionState.Connected) throw new HubUnavailable();
    try {
      return await connection.invoke<T>(method, ...args);
    } catch (error) {
      if (connection.state !== HubConnectionState.Connected) throw new HubUnavailable();
      throw error;
    }
  };
  return { started: connection.start(), stop: () => void connection.stop(), invoke };
}
