import ky, { type KyInstance } from 'ky';
import type { Envelope } from '../../contracts/envelope';

export interface ApiContext {
  getToken(): string | null;
  getLocale(): string;
  getFingerprint(): string | null;
  /** Shown when the server could not be reached or answered without a message. */
  networkMessage(): string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Api {
  /**
   * `token`: the session's token taken by the caller (a call made as the session ends, when the shared token is
   * about to be cleared); `keepalive`: the call outlives the page (a reload right after cannot cancel it).
   */
  get<T>(path: string, options?: { searchParams?: Record<string, string | number>; signal?: AbortSignal; token?: string; keepalive?: boolean }): Promise<Envelope<T>>;
  post<T>(path: string, body: unknown, options?: { signal?: AbortSignal }): Promise<Envelope<T>>;
  /** A file the server sends (a CSV): its bytes and the name from Content-Disposition. Refusals fail as for `get`. */
  getFile(path: string, options?: { searchParams?: Record<string, string | number>; signal?: AbortSignal }): Promise<DownloadedFile>;
  /** Tells `listener` of every answer with status 401 until the returned function is called. */
  subscribeUnauthorized(listener: () => void): () => void;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

type ErrorBody = Partial<Envelope<unknown>> & { errors?: Record<string, string> };

/**
 * Every call carries the JSON headers, x-locale, x-fingerprint and the bearer token; every 401 is announced
 * to the subscribers (the session logs out).
 * A non-2xx answer or success=false becomes an ApiError holding the server's (localized) message.
 */
export function createApi(context: ApiContext, base = '/api/'): Api {
  const unauthorized = new Set<() => void>();
  const http: KyInstance = ky.create({
    prefix: base,
    retry: 0,
    timeout: 20_000,
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('x-locale', context.getLocale());
          const fingerprint = context.getFingerprint();
          if (fingerprint) request.headers.set('x-fingerprint', fingerprint);
          const token = context.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function reach(request: Promise<Response>): Promise<Response> {
    let response: Response;
    try {
      response = await request;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(context.networkMessage(), 0);
    }
    if (response.status === 401) for (const listener of [...unauthorized]) listener();
    return response;
  }

  async function envelopeOf<T>(response: Response): Promise<Envelope<T>> {
    let body: ErrorBody | null = null;
    try {
      body = (await response.json()) as ErrorBody;
    } catch {
      body = null;
    }
    const message = typeof body?.message === 'string' && body.message ? body.message : context.networkMessage();
    if (!response.ok || !body || body.success !== true) {
      throw new ApiError(message, response.status, body?.errors ?? {});
    }
    return { success: true, message: body.message ?? '', data: body.data as T };
  }

  const settle = async <T>(request: Promise<Response>): Promise<Envelope<T>> => envelopeOf<T>(await reach(request));

  async function file(request: Promise<Response>): Promise<DownloadedFile> {
    const response = await reach(request);
    // A refusal comes as the JSON envelope (and throws its message); only a 2xx answer is the file.
    if (!response.ok) await envelopeOf(response);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  const strip = (path: string) => path.replace(/^\//, '');
  return {
    get: (path, options = {}) =>
      settle(
        http.get(strip(path), {
          searchParams: options.searchParams,
          signal: options.signal,
          ...(options.keepalive ? { keepalive: true } : {}),
          ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
        }),
      ),
    post: (path, body, options = {}) => settle(http.post(strip(path), { json: body, signal: options.signal })),
    getFile: (path, options = {}) =>
      file(http.get(strip(path), { searchParams: options.searchParams, signal: options.signal, headers: { accept: '*/*' } })),
    subscribeUnauthorized: (listener) => {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
  };
}

/** The file name of `attachment; filename="x.csv"` (or filename*=UTF-8''x.csv). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}
