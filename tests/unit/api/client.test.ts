import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi } from '../../../src/api/client';

const seen: Request[] = [];
const bodies: unknown[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push(request);
    bodies.push(request.method === 'GET' ? undefined : await request.json());
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
}

function api(token: string | null = 'tok-1', fingerprint: string | null = 'fp-1') {
  return createApi(
    { getToken: () => token, getLocale: () => 'en', getFingerprint: () => fingerprint, networkMessage: () => 'No connection.' },
    'http://site.test/api/',
  );
}

afterEach(() => {
  seen.length = 0;
  bodies.length = 0;
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('sends the language, fingerprint and bearer token with every call, JSON bodies as JSON', async () => {
    answer(200, { success: true, message: 'Saved.', data: { id: 7 } });
    const envelope = await api().post<{ id: number }>('/auth/login', { username: 'deniz01' });
    expect(envelope).toEqual({ success: true, message: 'Saved.', data: { id: 7 } });
    const [request] = seen;
    expect(request.url).toBe('http://site.test/api/auth/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-locale')).toBe('en');
    expect(request.headers.get('x-fingerprint')).toBe('fp-1');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(bodies[0]).toEqual({ username: 'deniz01' });
  });

  it('leaves out the token and fingerprint a guest does not have, and puts query values in the URL', async () => {
    answer(200, { success: true, message: '', data: [] });
    await api(null, null).get('auth/form', { searchParams: { refId: 'abc' } });
    expect(seen[0].url).toBe('http://site.test/api/auth/form?refId=abc');
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(seen[0].headers.has('x-fingerprint')).toBe(false);
  });

  it('turns a refusal into an ApiError with the server message, status and field errors', async () => {
    answer(422, { success: false, message: 'Check the form.', errors: { username: 'Taken.' } });
    const error = await api().post('auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Check the form.', status: 422, errors: { username: 'Taken.' } });
  });

  it('treats success=false in a 200 answer as a refusal', async () => {
    answer(200, { success: false, message: 'Code expired.' });
    await expect(api().post('auth/checkresetcode', {})).rejects.toMatchObject({ message: 'Code expired.', status: 200 });
  });

  it('shows the network message when the server cannot be reached or answers without one', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api().get('user/balance')).rejects.toMatchObject({ message: 'No connection.', status: 0 });
    answer(502, '<html>Bad gateway</html>');
    await expect(api().get('user/balance')).rejects.toMatchObject({ message: 'No connection.', status: 502 });
  });

  it('announces every 401 to its subscribers until they unsubscribe', async () => {
    const client = api();
    const expired = vi.fn();
    const unsubscribe = client.subscribeUnauthorized(expired);
    answer(401, { success: false, message: 'Session expired.' });
    await expect(client.get('user/balance')).rejects.toMatchObject({ status: 401, message: 'Session expired.' });
    expect(expired).toHaveBeenCalledTimes(1);
    answer(403, { success: false, message: 'Forbidden.' });
    await expect(client.get('user/balance')).rejects.toMatchObject({ status: 403 });
    expect(expired).toHaveBeenCalledTimes(1);
    unsubscribe();
    answer(401, { success: false, message: 'Session expired.' });
    await expect(client.get('user/balance')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('lets an aborted call fail as an abort, not as a network error', async () => {
    vi.stubGlobal('fetch', (request: Request) => new Promise((_, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    }));
    const controller = new AbortController();
    const call = api().get('user/balance', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('logging out sends the session token taken at the moment of logout, with keepalive, though the token is cleared at once', async () => {
    answer(200, { success: true, message: '', data: null });
    const { runtime } = await import('../../../src/app/services');
    const { logout } = await import('../../../src/features/auth/api/logout');
    runtime.token = 'tok-leaving';
    logout();
    // What the session does in the same step: storage and the shared token are cleared, the page reloads soon after.
    runtime.token = null;
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(new URL(seen[0].url).pathname).toBe('/api/auth/logout');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-leaving');
    expect(seen[0].keepalive).toBe(true);
  });
});

