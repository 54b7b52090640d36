import ky from 'ky';
import type { Envelope } from '../../../contracts/envelope';
import { ApiError } from '../../api/client';

export { ApiError };

export interface AdminApiContext {
  getToken(): string | null;
  getLocale(): string;
  /** Shown when the server could not be reached or answered without a message. */
  networkMessage(): string;
}

export interface AdminApi {
  get<T>(path: string, options?: { searchParams?: Record<string, string | number>; signal?: AbortSignal }): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<Envelope<T>>;
  /** Sends a file's bytes as the body, with the type the browser gives it (the server checks the bytes). */
  upload<T>(path: string, file: Blob, options?: { signal?: AbortSignal }): Promise<Envelope<T>>;
  /** Tells `listener` of every answer with status 401 until the returned function is called. */
  subscribeUnauthorized(listener: () => void): () => void;
}

type ErrorBody = Partial<Envelope<unknown>> & { errors?: Record<string, string> };

/**
 * The back office's client for /api/admin: x-locale and `Authorization: Operator <token>` on every call, every 401
 * announced (the session goes back to sign-in), every refusal an ApiError with the server's localized message.
 */
export function createAdminApi(context: AdminApiContext, base = '/api/admin/', fetcher?: typeof fetch): AdminApi {
  const unauthorized = new Set<() => void>();
  const http = ky.create({
    prefix: base,
    retry: 0,
    timeout: 20_000,
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
    ...(fetcher ? { fetch: fetcher } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('x-locale', context.getLocale());
          const token = context.getToken();
          if (token) request.headers.set('authorization', `Operator ${token}`);
        },
      ],
    },
  });

  async function settle<T>(request: Promise<Response>): Promise<Envelope<T>> {
    let response: Response;
    try {
      response = await request;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(context.networkMessage(), 0);
    }
    if (response.status === 401) for (const listener of [...unauthorized]) listener();
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : context.networkMessage();
    if (!response.ok || !body || body.success !== true) throw new ApiError(message, response.status, body?.errors ?? {});
    return { success: true, message: body.message ?? '', data: body.data as T };
  }

  const strip = (path: string) => path.replace(/^\//, '');
  return {
    get: (path, options = {}) => settle(http.get(strip(path), { searchParams: options.searchParams, signal: options.signal })),
    post: (path, body, options = {}) => settle(http.post(strip(path), { json: body ?? {}, signal: options.signal })),
    upload: (path, file, options = {}) =>
      settle(http.post(strip(path), { body: file, headers: { 'content-type': file.type || 'application/octet-stream' }, signal: options.signal })),
    subscribeUnauthorized: (listener) => {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
  };
}
