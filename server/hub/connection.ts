import { WebSocket, type RawData } from 'ws';
import type { OperatorRole } from '../db/schema.js';
import { serverMessage, type ServerLocale } from '../http/messages.js';
import {
  HANDSHAKE_OK, MessageType, PING, clientRecord, closeMessage, completionError, completionResult, handshakeError, handshakeRefusal, protocolErrors, records,
} from './protocol.js';

/** What every connection knows of whom it serves, fixed when it opens. */
export interface BasePeer {
  sessionId: number;
  locale: ServerLocale;
  ip: string;
}

/** A player's connection. */
export interface Peer extends BasePeer {
  playerId: number;
}

/** An operator's connection (the back office's live chat). */
export interface OperatorPeer extends BasePeer {
  operatorId: number;
  /** What it may hear: the live chat's changes, the payments queue's (by the screens of its role). */
  role: OperatorRole;
}

/** A refusal the caller of a hub method may read: the completion's error, already in the connection's language. */
export class HubMethodError extends Error {}

/**
 * The hub methods a connection offers its client: null for a target it does not know. The answer (or a
 * HubMethodError's message) goes back as the invocation's completion.
 */
export type HubMethods<P extends BasePeer> = (connection: HubConnection<P>, target: string, args: unknown[]) => Promise<unknown> | null;

// WebSocket close codes (RFC 6455 §7.4.1): done, broke the rules, the server restarts (come back).
export const CloseCode = { normal: 1000, policy: 1008, restart: 1012 } as const;

// How long a closing client has to answer the close frame before its socket is cut.
const CLOSE_GRACE_MS = 1_000;

export interface ConnectionOptions<P extends BasePeer> {
  /** A client that lets this much of what it was sent pile up is cut (see `write`). */
  maxBufferedBytes: number;
  onGone(connection: HubConnection<P>): void;
  methods?: HubMethods<P>;
  /** Told of a method that failed unexpectedly (the client only hears that it failed). */
  onMethodFailed?(err: unknown, target: string): void;
}

export interface Closing {
  allowReconnect: boolean;
  code: number;
}

/** One WebSocket speaking the hub protocol: the handshake, the client's records, pushes, pings, and a close that says why. */
export class HubConnection<P extends BasePeer = Peer> {
  private ready = false;
  private closing = false;
  private cutTimer: NodeJS.Timeout | undefined;
  /** When the client last sent anything (Date.now()). */
  heardAt = Date.now();

  constructor(
    private readonly socket: WebSocket,
    readonly peer: NoInfer<P>,
    private readonly options: ConnectionOptions<P>,
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

  /** Runs a client's call; one with an invocation id gets its completion (a result or an error), one without none. */
  private invoke(target: string, args: unknown[], invocationId: string | undefined): void {
    const running = this.options.methods?.(this, target, args) ?? null;
    if (!running) {
      if (invocationId) this.write(completionError(invocationId, protocolErrors.unknownMethod(target)));
      return;
    }
    running.then(
      (result) => {
        if (invocationId && !this.closing) this.write(completionResult(invocationId, result ?? null));
      },
      (err: unknown) => {
        if (!(err instanceof HubMethodError)) this.options.onMethodFailed?.(err, target);
        if (invocationId && !this.closing) this.write(completionError(invocationId, err instanceof HubMethodError ? err.message : protocolErrors.failed(target)));
      },
    );
  }

  private handle(record: string): void {
    const message = clientRecord(record);
    if (!message) return this.refuse(protocolErrors.malformed);
    switch (message.type) {
      case MessageType.Invocation:
        return this.invoke(message.target ?? '', message.arguments, message.invocationId);
      case MessageType.StreamInvocation:
        // No method streams; a call that waits for its result is told so.
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
