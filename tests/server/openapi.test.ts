import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

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
      'POST /api/casino/categorygames', 'POST /api/casino/games',
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

  it('publishes every JSON call\'s answer: the envelope around its data, and the error envelope for refusals', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [url, methods] of Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }> }>>)) {
      if (url === '/api/cms/coveryjs') continue; // a script, not JSON
      for (const [method, op] of Object.entries(methods)) {
        const okAnswer = op.responses['200']?.content?.['application/json']?.schema;
        expect(okAnswer?.required, `${method} ${url}`).toEqual(expect.arrayContaining(['success', 'message', 'data']));
        const refusal = op.responses['4XX']?.content?.['application/json']?.schema;
        expect(refusal?.properties, `${method} ${url}`).toHaveProperty('errors');
      }
    }
    const login = document.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(login.properties.data.properties)).toEqual(expect.arrayContaining(['token', 'balance', 'username', 'smsVerified', 'phone']));
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
