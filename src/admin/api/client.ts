import ky from 'ky';
import type { Envelope } from '../../../contracts/envelope';
import { ApiError, filenameOf, type DownloadedFile } from '../../api/client';

export { ApiError, type DownloadedFile };

export interface AdminApiContext {
  getToken(): string | null;
  getLocale(): string;
  /** Shown when the server could not be reached or answered without a message. */
  networkMessage(): string;
}

export interface AdminApi {
  get<T>(path: string, options?: { searchParams?: Record<string, string | number>; signal?: AbortSignal }): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: { signal?: AbortSignal }): Promise<Envelope<T>>;
  /** A file (a CSV export): the body as a Blob and the name the server gave it; a refusal throws its message. */
  getFile(path: string, options?: { searchParams?: Record<string, string | number>; signal?: AbortSignal }): Promise<DownloadedFile>;
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

  async function settle<T>(request: Promise<Response>): Promise<Envelope<T>> {
    return envelopeOf<T>(await reach(request));
  }

  async function file(request: Promise<Response>): Promise<DownloadedFile> {
    const response = await reach(request);
    // A refusal comes as the JSON envelope (and throws its message); only a 2xx answer is the file.
    if (!response.ok) await envelopeOf(response);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  }

  async function envelopeOf<T>(response: Response): Promise<Envelope<T>> {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : context.networkMessage();
    if (!response.ok || !body || body.success !== true) throw new ApiError(message, response.status, body?.errors ?? {});
    return { success: true, message: body.message ?? '', data: body.data as T };
  }

  const strip = (path: string) => path.replace(/^\//, '');
  return {
    get: (path, options = {}) => settle(http.get(strip(path), { searchParams: options.searchParams, signal: options.signal })),
    post: (path, body, options = {}) => settle(http.post(strip(path), { json: body ?? {}, signal: options.signal })),
    getFile: (path, options = {}) => file(http.get(strip(path), { searchParams: options.searchParams, signal: options.signal, headers: { accept: '*/*' } })),
    upload: (path, file, options = {}) =>
      settle(http.post(strip(path), { body: file, headers: { 'content-type': file.type || 'application/octet-stream' }, signal: options.signal })),
    subscribeUnauthorized: (listener) => {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
  };
}
