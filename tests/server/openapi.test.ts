import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

type Schema = { properties?: Record<string, Schema & { enum?: unknown[] }>; required?: string[]; items?: Schema; anyOf?: Schema[]; type?: string };

describe('the published API contract (/api/docs)', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  const routes: Array<{ method: string; url: string }> = [];
  beforeAll(async () => {
    h = await testApp('sqlite');
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    routes.push(
      ...Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url })),
      ),
    );
  });
  afterAll(() => h.close());

  it('lists every call of the player API, and neither the docs nor the developer outbox', () => {
    const expected = [
      'POST /api/auth/login', 'POST /api/auth/register', 'GET /api/auth/form', 'GET /api/auth/logout',
      'POST /api/auth/sendresetpassword', 'POST /api/auth/checkresetcode', 'POST /api/auth/changepasswordwithcode',
      'POST /api/customer/updatephone', 'POST /api/customer/changepassword', 'GET /api/customer/profile',
      'GET /api/customer/sessions', 'POST /api/customer/sessions/end', 'GET /api/user/balance', 'GET /api/bonus/definetrialbonus',
      'GET /api/cms/grouped', 'GET /api/cms/page/{id}', 'GET /api/cms/coveryjs', 'GET /api/casino/eqyptquest',
      'POST /api/casino/categorygames', 'POST /api/casino/games', 'POST /api/customer/notification', 'POST /api/customer/readnotification',
      'POST /api/casino/togglefavorite', 'GET /api/casino/favorites', 'GET /api/casino/recent', 'POST /api/casino/history', 'GET /api/casino/round/{id}',
      'POST /api/casino/dtlaunchurl', 'POST /api/casino/emlaunchurl', 'POST /api/casino/amusnetlaunchurl', 'POST /api/casino/egtlaunchurl',
      'POST /api/casino/hub88launchurl', 'POST /api/casino/softgamingslaunchurl', 'POST /api/casino/kasalaunchurl',
    ];
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    for (const call of expected) expect(listed).toContain(call);
    expect(listed.filter((call) => /\/api\/(docs|dev)\b/.test(call))).toEqual([]);
  });

  it('describes each request with the rules of the contract', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['username', 'password']);
    expect(login.properties.username).toMatchObject({ type: 'string', minLength: 3, maxLength: 35 });
    expect(login.properties.password).toMatchObject({ minLength: 5, maxLength: 100 });
    const page = document.paths['/api/cms/page/{id}'].get.parameters.find((p: { name: string }) => p.name === 'id');
    expect(page).toMatchObject({ in: 'path', required: true });
  });

  it('publishes every answer: the envelope around the data of its contract, and the error envelope for refusals', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const json = (answer: { content?: Record<string, { schema: Schema }> } | undefined) => answer?.content?.['application/json']?.schema;
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, never> }>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const call = `${method.toUpperCase()} ${path}`;
        if (call === 'GET /api/cms/coveryjs') continue;
        const data = json(op.responses['200']);
        // A file download answers its file, and refuses with the envelope like every call.
        if (call === 'GET /api/customer/transactions.csv') {
          if (!(op.responses['200'] as { content?: object }).content?.hasOwnProperty('text/csv')) missing.push(`${call} 200`);
        } else if (!data?.properties?.data || data.required?.join() !== 'success,message,data') missing.push(`${call} 200`);
        for (const status of ['4XX', '5XX']) {
          const error = json(op.responses[status]);
          if (error?.properties?.success?.enum?.join() !== 'false' || !error.properties.errors) missing.push(`${call} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    const data = (path: string, method = 'get') => json(document.paths[path][method].responses['200'])!.properties!.data;
    expect(data('/api/user/balance').required).toEqual(['balance', 'cash', 'bonus']);
    expect(data('/api/auth/login', 'post').required).toEqual(expect.arrayContaining(['token', 'balance', 'username', 'smsVerified', 'phone']));
    expect(data('/api/casino/categorygames', 'post').items?.properties?.providerName.enum).toContain('Kasa Games');
    expect(data('/api/customer/sessions').items?.required).toContain('current');
    expect(data('/api/bonus/definetrialbonus').required).toEqual(['amount']);
    expect(data('/api/cms/grouped').required).toContain('menu');
    expect(data('/api/customer/changepassword', 'post')).toEqual({ type: 'null' });
    const script = document.paths['/api/cms/coveryjs'].get.responses['200'].content;
    expect(Object.keys(script)).toEqual(['text/javascript']);
  });

  it('marks the calls that need a session, and says what each kind of answer means', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const guarded = Object.entries(document.paths as Record<string, Record<string, { security?: unknown }>>)
      .flatMap(([path, methods]) => Object.entries(methods).filter(([, op]) => op.security).map(([method]) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(guarded).toEqual([
      'GET /api/bonus/available', 'GET /api/bonus/definetrialbonus', 'GET /api/bonus/list', 'GET /api/casino/favorites',
      'GET /api/casino/recent', 'GET /api/casino/round/{id}', 'GET /api/chat', 'GET /api/chat/unread', 'GET /api/customer/profile', 'GET /api/customer/sessions',
      'GET /api/customer/transactions', 'GET /api/customer/transactions.csv', 'GET /api/payment/methods', 'GET /api/rg/limits', 'GET /api/rg/session', 'GET /api/user/balance',
      'POST /api/bonus/claim', 'POST /api/casino/amusnetlaunchurl', 'POST /api/casino/dtlaunchurl', 'POST /api/casino/egtlaunchurl',
      'POST /api/casino/emlaunchurl', 'POST /api/casino/history', 'POST /api/casino/hub88launchurl', 'POST /api/casino/kasalaunchurl',
      'POST /api/casino/softgamingslaunchurl', 'POST /api/casino/togglefavorite', 'POST /api/chat/messages', 'POST /api/chat/read', 'POST /api/customer/changepassword',
      'POST /api/customer/notification', 'POST /api/customer/readnotification', 'POST /api/customer/sessions/end',
      'POST /api/customer/sportsbets', 'POST /api/customer/updatephone', 'POST /api/payment/deposit', 'POST /api/payment/detail',
      'POST /api/payment/withdraw', 'POST /api/rg/exclusion', 'POST /api/rg/limits', 'POST /api/rg/limits/confirm', 'POST /api/rg/reality-check', 'POST /api/sports/token',
    ]);
    expect(document.paths['/api/user/balance'].get.security).toEqual([{ bearer: [] }]);
    const login = document.paths['/api/auth/login'].post.responses;
    expect(login['4XX'].description).toMatch(/^Refused/);
    expect(login['5XX'].description).toMatch(/on our side/);
  });

  it('publishes the three bodies sign-up accepts', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bodies = document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.anyOf as Schema[];
    expect(bodies.map((b) => Boolean(b.properties?.PersonalNo) || Boolean(b.properties?.isFast))).toEqual([true, false, true]);
    expect(bodies.every((b) => b.required?.includes('username') && b.required.includes('password'))).toBe(true);
  });

  it('serves a readable page under the site policy: its own script, no inline code', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script type="module" src="/api/docs/docs.js"></script>');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const script = await h.app.inject({ method: 'GET', url: '/api/docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("fetch('/api/docs/json')");
  });
});
