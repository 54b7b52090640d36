import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApi, filenameOf } from '../../../src/api/client';

const seen: Request[] = [];
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push(request);
    return new Response(body, { status, headers });
  });
}

const api = () =>
  createApi({ getToken: () => 'tok-1', getLocale: () => 'tr', getFingerprint: () => 'fp-1', networkMessage: () => 'Bağlantı yok.' }, 'http://site.test/api/');

afterEach(() => {
  seen.length = 0;
  vi.unstubAllGlobals();
});

describe('API client: files', () => {
  it('fetches a file with the bearer token and the query, and hands back its bytes and name', async () => {
    const csv = 'Referans;Tutar\nTX-1;250,00\n';
    answer(200, csv, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="islemler-2026-11.csv"' });
    const file = await api().getFile('customer/transactions.csv', { searchParams: { type: 1, from: '2026-11-01' } });
    expect(await file.blob.text()).toBe(csv);
    expect(file.filename).toBe('islemler-2026-11.csv');
    expect(seen[0].url).toBe('http://site.test/api/customer/transactions.csv?type=1&from=2026-11-01');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0].headers.get('x-locale')).toBe('tr');
  });

  it('turns a refusal into an ApiError with the server message, and announces a 401 once', async () => {
    const client = api();
    const expired = vi.fn();
    client.subscribeUnauthorized(expired);
    answer(401, JSON.stringify({ success: false, message: 'Oturum sona erdi.', data: null }), { 'content-type': 'application/json' });
    const error = await client.getFile('customer/transactions.csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Oturum sona erdi.', status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    answer(500, 'oops');
    await expect(client.getFile('customer/transactions.csv')).rejects.toMatchObject({ message: 'Bağlantı yok.', status: 500 });
  });

  it('reads plain and encoded file names', () => {
    expect(filenameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(filenameOf(`attachment; filename="x.csv"; filename*=UTF-8''i%CC%87%C5%9Flemler.csv`)).toBe('i̇şlemler.csv');
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('inline')).toBeNull();
  });
});
