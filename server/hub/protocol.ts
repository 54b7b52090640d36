/**
 * The SignalR JSON hub protocol, version 1 (https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/
 * HubProtocol.md): a handshake, then JSON records each ended by the record separator 0x1E. Only what a
 * skip-negotiation WebSocket client needs. Error texts here are the protocol's own, for client developers, in
 * English as the reference server words them; what a player may read is translated where it is raised.
 */
export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** Records go out as bytes: a push is encoded once and the same buffer is written to every connection. */
const frame = (value: object) => Buffer.from(JSON.stringify(value) + RECORD_SEPARATOR);

export const HANDSHAKE_OK = Buffer.from(`{}${RECORD_SEPARATOR}`);
export const PING = frame({ type: MessageType.Ping });

export const handshakeError = (error: string) => frame({ error });
export const invocation = (target: string, args: unknown[]) => frame({ type: MessageType.Invocation, target, arguments: args });
export const completionError = (invocationId: string, error: string) => frame({ type: MessageType.Completion, invocationId, error });
export const completionResult = (invocationId: string, result: unknown) => frame({ type: MessageType.Completion, invocationId, result });
export const closeMessage = (error: string, allowReconnect: boolean) => frame({ type: MessageType.Close, error, allowReconnect });

export const protocolErrors = {
  binary: 'The json protocol carries text messages only.',
  incomplete: 'Message is incomplete: every record ends with the record separator 0x1E.',
  malformed: 'Message is not a valid hub protocol record.',
  handshakeMalformed: 'The handshake request is not valid: expected {"protocol":"json","version":1}.',
  handshakeMissing: 'The handshake request did not arrive in time.',
  silent: 'Server timeout elapsed without receiving a message from the client.',
  unknownMethod: (target: string) => `Unknown hub method '${target}'.`,
  failed: (target: string) => `An unexpected error occurred invoking '${target}' on the server.`,
} as const;

/** The records of one text message; null when it does not end with a separator (a record was cut). */
export function records(text: string): string[] | null {
  if (!text.endsWith(RECORD_SEPARATOR)) return null;
  return text.slice(0, -1).split(RECORD_SEPARATOR);
}

function parseObject(record: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(record);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The client's handshake request: null when accepted, else the error the handshake response carries. */
export function handshakeRefusal(record: string): string | null {
  const request = parseObject(record);
  if (!request || typeof request.protocol !== 'string' || typeof request.version !== 'number') return protocolErrors.handshakeMalformed;
  if (request.protocol !== 'json') return `The protocol '${request.protocol}' is not supported.`;
  if (request.version !== 1) return `The server does not support version ${request.version} of the 'json' protocol.`;
  return null;
}

export interface ClientRecord {
  type: number;
  invocationId?: string;
  target?: string;
  arguments: unknown[];
}

/** A record from the client after the handshake; null when it is not one (not JSON, or no numeric type). */
export function clientRecord(record: string): ClientRecord | null {
  const value = parseObject(record);
  if (!value || !Number.isInteger(value.type)) return null;
  return {
    type: value.type as number,
    invocationId: typeof value.invocationId === 'string' ? value.invocationId : undefined,
    target: typeof value.target === 'string' ? value.target : undefined,
    arguments: Array.isArray(value.arguments) ? value.arguments : [],
  };
}
