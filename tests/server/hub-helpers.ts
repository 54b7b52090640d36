import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { HUB_METHOD, HUB_PATH, type HubPush } from '../../contracts/notifications.js';
import type { App } from '../../server/app.js';

export const RS = '\x1e';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => boolean, ms = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} not met in ${ms} ms`);
    await sleep(10);
  }
}

/** The app listening on loopback; the hub's http:// address. */
export async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${HUB_PATH}`;
}

/** A SignalR client as the site's own (no negotiation, WebSockets, no automatic reconnect), with what it heard. */
export interface Client {
  connection: HubConnection;
  pushes: HubPush[];
  /** Set when the connection closed: the error it closed with ('' when none). */
  closedWith: string | null;
  stop(): Promise<void>;
}

export async function signalr(url: string, token: string, options: { keepAliveMs?: number; serverTimeoutMs?: number } = {}): Promise<Client> {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  if (options.keepAliveMs) connection.keepAliveIntervalInMilliseconds = options.keepAliveMs;
  if (options.serverTimeoutMs) connection.serverTimeoutInMilliseconds = options.serverTimeoutMs;
  const client: Client = { connection, pushes: [], closedWith: null, stop: () => connection.stop() };
  connection.on(HUB_METHOD, (push: HubPush) => client.pushes.push(push));
  connection.onclose((error) => (client.closedWith = error?.message ?? ''));
  await connection.start();
  return client;
}

/** A plain WebSocket to the hub, and the text records it received (the handshake answer included). */
export interface Raw {
  socket: WebSocket;
  records: string[];
  closed: Promise<{ code: number; reason: string }>;
  /** The upgrade was refused: the HTTP status and answer. */
  refusedWith?: number;
  refusal?: unknown;
}

export function raw(url: string, query: Record<string, string> = {}, options: { headers?: Record<string, string> } = {}): Promise<Raw> {
  const address = new URL(url.replace(/^http/, 'ws'));
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
  const socket = new WebSocket(address, { headers: options.headers, rejectUnauthorized: false });
  const result: Raw = {
    socket,
    records: [],
    closed: new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))),
  };
  socket.on('message', (data) => {
    for (const record of data.toString().split(RS)) if (record) result.records.push(record);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(result));
    socket.once('unexpected-response', (_req, res) => {
      result.refusedWith = res.statusCode;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        result.refusal = body ? JSON.parse(body) : null;
        resolve(result);
      });
    });
    socket.once('error', reject);
  });
}

/** A raw connection past the handshake. */
export async function handshaken(url: string, query: Record<string, string>): Promise<Raw> {
  const client = await raw(url, query);
  if (client.refusedWith) throw new Error(`upgrade refused with ${client.refusedWith}`);
  client.socket.send(`{"protocol":"json","version":1}${RS}`);
  await until(() => client.records.length > 0, 5_000, 'handshake answer');
  if (client.records[0] !== '{}') throw new Error(`handshake answered ${client.records[0]}`);
  return client;
}

export const parsed = (records: string[]) => records.map((record) => JSON.parse(record) as Record<string, unknown>);
