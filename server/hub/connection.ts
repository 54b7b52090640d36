import { WebSocket, type RawData } from 'ws';
import { serverMessage, type ServerLocale } from '../http/messages.js';
import { HANDSHAKE_OK, MessageType, PING, clientRecord, closeMessage, completionError, handshakeError, handshakeRefusal, protocolErrors, records } from './protocol.js';

/** Whom a connection serves, fixed when it opens. */
export interface Peer {
  playerId: number;
  sessionId: number;
  locale: ServerLocale;
  ip: string;
}

// WebSocket close codes (RFC 6455 §7.4.1): done, broke the rules, the server restarts (come back).
export const CloseCode = { normal: 1000, policy: 1008, restart: 1012 } as const;

// How long a closing client has to answer the close frame before its socket is cut.
const CLOSE_GRACE_MS = 1_000;

export interface ConnectionOptions {
  /** A client that lets this much of what it was sent pile up is cut (see `write`). */
  maxBufferedBytes: number;
  onGone(connection: HubConnection): void;
}

export interface Closing {
  allowReconnect: boolean;
  code: number;
}

/** One WebSocket speaking the hub protocol: the handshake, the client's records, pushes, pings, and a close that says why. */
export class HubConnection {
  private ready = false;
  private closing = false;
  private cutTimer: NodeJS.Timeout | undefined;
  /** When the client last sent anything (Date.now()). */
  heardAt = Date.now();

  constructor(
    private readonly socket: WebSocket,
    readonly peer: Peer,
    private readonly options: ConnectionOptions,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    // ws answers a broken frame or an oversized message itself (close 1002 or 1009); 'close' follows.
    socket.on('error', () => {});
    socket.once('close', () => {
      clearTimeout(this.cutTimer);
      options.onGone(this);
    });
  }

  /** Sends a record once the handshake is done; nothing before it, nothing while closing. */
  push(record: Buffer): void {
    if (this.ready && !this.closing) this.write(record);
  }

  ping(): void {
    this.push(PING);
  }

  /** Says why (a close message, or a handshake error before the handshake), then closes; a silent client is cut. */
  close(error: string, { allowReconnect, code }: Closing): void {
    if (this.closing) return;
    this.closing = true;
    if (this.socket.readyState === WebSocket.OPEN) {
      this.write(this.ready ? closeMessage(error, allowReconnect) : handshakeError(error));
      this.socket.close(code);
    }
    this.cutLater();
  }

  /** Its session ended (logout, elsewhere, lapsed): told so in the player's language, and not to come back. */
  sessionEnded(): void {
    this.close(serverMessage(this.peer.locale, 'hub.sessionEnded'), { allowReconnect: false, code: CloseCode.normal });
  }

  /** Drops a client that has sent nothing, not even a ping, for `timeoutMs`. */
  checkSilence(now: number, timeoutMs: number): void {
    if (now - this.heardAt < timeoutMs) return;
    this.close(this.ready ? protocolErrors.silent : protocolErrors.handshakeMissing, { allowReconnect: true, code: CloseCode.policy });
  }

  private write(record: Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    // A reader this far behind would only make the process hold its backlog: cut it; it reconnects and reads its
    // state afresh. Nobody else waits for it, since a send only queues.
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    this.socket.send(record, { binary: false });
  }

  private cutLater(): void {
    this.cutTimer = setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS);
    this.cutTimer.unref();
  }

  private refuse(error: string): void {
    this.close(error, { allowReconnect: false, code: CloseCode.policy });
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.heardAt = Date.now();
    if (this.closing) return;
    if (isBinary) return this.refuse(protocolErrors.binary);
    const parts = records(data.toString());
    if (!parts) return this.refuse(protocolErrors.incomplete);
    for (const record of parts) {
      if (this.closing) return;
      if (this.ready) this.handle(record);
      else this.handshake(record);
    }
  }

  private handshake(record: string): void {
    const refusal = handshakeRefusal(record);
    if (refusal) return this.refuse(refusal);
    this.ready = true;
    this.write(HANDSHAKE_OK);
  }

  private handle(record: string): void {
    const message = clientRecord(record);
    if (!message) return this.refuse(protocolErrors.malformed);
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub offers the client no method; a call that waits for its result is told so.
        if (message.invocationId) this.write(completionError(message.invocationId, protocolErrors.unknownMethod(message.target ?? '')));
        return;
      case MessageType.Close:
        this.closing = true;
        this.socket.close(CloseCode.normal);
        this.cutLater();
        return;
      default:
      // A ping only shows the client is there (heardAt); there is nothing to cancel; unknown types are skipped, as
      // the protocol asks of both sides.
    }
  }
}
