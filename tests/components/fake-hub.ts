/*
 * The hub's side of the SignalR JSON protocol (handshake, NotifyMessage invocations, drops) behind a fake
 * WebSocket: the app's real client (@microsoft/signalr) talks to it as it would to server/hub.
 */

const RS = '\u001e';

export interface HubSocket {
  url: URL;
  /** Headers the client sent (under Node the token travels as Authorization; in a browser as access_token). */
  headers: Record<string, string>;
  readyState: number;
}

export function fakeHub() {
  const sockets: FakeSocket[] = [];
  const hub = {
    sockets: sockets as HubSocket[],
    /** While false, every new connection is refused (the socket closes before it opens). */
    accepting: true,
    open: () => sockets.filter((socket) => socket.readyState === FakeSocket.OPEN),
    /** The server invokes NotifyMessage on every open connection. */
    push(payload: unknown) {
      for (const socket of hub.open()) socket.receive({ type: 1, target: 'NotifyMessage', arguments: [payload] });
    },
    /** The server goes away (a restart): every open connection drops. */
    drop() {
      for (const socket of hub.open()) socket.serverClose();
    },
    /** The methods a client may invoke: an answer is the completion's result, a throw its error. */
    methods: {} as Record<string, (...args: unknown[]) => unknown>,
    /** Every invocation a client sent, in order. */
    invocations: [] as Array<{ target: string; arguments: unknown[] }>,
    /** The token a connection carried. */
    tokenOf: (socket: HubSocket) => socket.url.searchParams.get('access_token') ?? socket.headers.Authorization?.replace(/^Bearer /, '') ?? null,
  };

  class FakeSocket implements HubSocket {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSING = 2;
    static CLOSED = 3;
    url: URL;
    headers: Record<string, string>;
    readyState = FakeSocket.CONNECTING;
    binaryType = 'blob';
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;

    constructor(url: string, _protocols?: unknown, options?: { headers?: Record<string, string> }) {
      this.url = new URL(url);
      this.headers = options?.headers ?? {};
      sockets.push(this);
      const accepted = hub.accepting;
      queueMicrotask(() => {
        if (this.readyState !== FakeSocket.CONNECTING) return;
        if (!accepted) {
          this.readyState = FakeSocket.CLOSED;
          this.onclose?.({ code: 1006, reason: '', wasClean: false });
          return;
        }
        this.readyState = FakeSocket.OPEN;
        this.onopen?.({});
      });
    }

    send(data: string) {
      for (const record of data.split(RS).filter(Boolean)) {
        const message = JSON.parse(record) as { protocol?: string; type?: number; target?: string; arguments?: unknown[]; invocationId?: string };
        // The handshake request is answered with an empty handshake response; pings need no answer.
        if (message.protocol === 'json') queueMicrotask(() => this.onmessage?.({ data: `{}${RS}` }));
        if (message.type === 1) this.invoke(message.target ?? '', message.arguments ?? [], message.invocationId);
      }
    }

    close() {
      this.readyState = FakeSocket.CLOSED;
    }

    receive(message: unknown) {
      this.onmessage?.({ data: `${JSON.stringify(message)}${RS}` });
    }

    /** Runs a hub method as the server would and answers with its completion (type 3). */
    invoke(target: string, args: unknown[], invocationId: string | undefined) {
      hub.invocations.push({ target, arguments: args });
      const method = hub.methods[target];
      const answer = method
        ? Promise.resolve().then(() => method(...args)).then((result) => ({ result: result ?? null }), (error: Error) => ({ error: error.message }))
        : Promise.resolve({ error: `Unknown hub method '${target}'.` });
      void answer.then((completion) => {
        if (invocationId && this.readyState === FakeSocket.OPEN) this.receive({ type: 3, invocationId, ...completion });
      });
    }

    serverClose() {
      this.readyState = FakeSocket.CLOSED;
      this.onclose?.({ code: 1006, reason: '', wasClean: false });
    }
  }

  return Object.assign(hub, { WebSocket: FakeSocket as unknown as typeof WebSocket });
}

export type FakeHub = ReturnType<typeof fakeHub>;
