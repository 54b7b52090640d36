import { connect, type Socket } from 'node:net';

/**
 * A lean HTTP/1.1 keep-alive load generator: each connection sends one request, waits for the whole answer, and
 * sends the next. It frames answers (content-length or chunked) without decoding bodies, so its own cost does not
 * depend on what the server sends. (autocannon appends every body to a string, which decodes gzip as UTF-8 and
 * made a compressed answer look twice as slow as an ASCII one of the same size.)
 */
export interface LoadTarget {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Headers of connection i over `headers` (each connection a different player, say). */
  connectionHeaders?: (i: number) => Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  statuses: Record<number, number>;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

function requestBytes({ url, method = 'GET', headers = {}, body }: LoadTarget): Buffer {
  const { host, pathname, search } = new URL(url);
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined) lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

/** Bytes one complete answer takes at the start of `buf` (with its status), or null when more must arrive. */
export function frameResponse(buf: Buffer): { length: number; status: number } | null {
  const headerEnd = buf.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buf.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (lengthMatch) {
    const length = bodyStart + Number(lengthMatch[1]);
    return buf.length >= length ? { length, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buf.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString('latin1', at, lineEnd), 16);
      at = lineEnd + 2 + size + 2;
      if (buf.length < at) return null;
      if (size === 0) return { length: at, status };
    }
  }
  return { length: bodyStart, status };
}

/** Runs `connections` keep-alive connections against the target for `durationS` seconds. */
export async function runLoad(target: LoadTarget, { connections = 20, durationS = 2 } = {}): Promise<LoadResult> {
  const { hostname, port } = new URL(target.url);
  const requestOf = (i: number) =>
    requestBytes(target.connectionHeaders ? { ...target, headers: { ...target.headers, ...target.connectionHeaders(i) } } : target);
  const result: LoadResult = { requests: 0, perSecond: 0, non2xx: 0, errors: 0, statuses: {} };
  const sockets: Socket[] = [];
  let running = true;
  const started = performance.now();

  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const request = requestOf(i);
      let pending: Buffer = Buffer.alloc(0);
      const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () => {
        socket.write(request);
        resolve();
      });
      sockets.push(socket);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (let frame = frameResponse(pending); frame; frame = frameResponse(pending)) {
          pending = pending.subarray(frame.length);
          result.requests += 1;
          result.statuses[frame.status] = (result.statuses[frame.status] ?? 0) + 1;
          if (frame.status < 200 || frame.status >= 300) result.non2xx += 1;
          if (running) socket.write(request);
        }
      });
      socket.on('error', () => {
        result.errors += 1;
        resolve();
      });
    });

  await Promise.all(Array.from({ length: connections }, (_, i) => open(i)));
  await new Promise((resolve) => setTimeout(resolve, durationS * 1000));
  running = false;
  const elapsedS = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.destroy();
  result.perSecond = result.requests / elapsedS;
  return result;
}
