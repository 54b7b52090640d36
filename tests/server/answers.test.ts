import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { answers, ok } from '../../server/http/envelope.js';
import { testApp } from './helpers.js';

const credit = z.object({ amount: z.number() });

// Handlers that break their contract the way a careless change to a service would.
const probes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = { schema: { response: answers(credit) } };
  api.get('/probe/extra', route, async () => ok({ amount: 5, passwordHash: '$argon2id$secret' } as z.infer<typeof credit>));
  api.get('/probe/broken', route, async () => ok({ amount: 'five' } as unknown as z.infer<typeof credit>));
};

describe('answers follow the contract each route declares', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    h = await testApp('sqlite', { apiPlugins: [probes] });
  });
  afterAll(() => h.close());

  it('sends no field the contract does not name', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/probe/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '', data: { amount: 5 } });
    expect(res.body).not.toContain('argon2');
  });

  it('answers a reply that breaks its contract with the localized 500 envelope, and nothing of the reply', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/probe/broken', headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again later.', data: null });
    expect(res.body).not.toContain('five');
  });

  it('keeps refusals in the error envelope, field messages included', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/cms/page/999999', headers: { 'x-locale': 'en' } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ success: false, message: 'Page not found.', data: null });

    const login = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'secret' } });
    expect(login.statusCode).toBe(400);
    expect(Object.keys(login.json()).sort()).toEqual(['data', 'errors', 'message', 'success']);
    expect(login.json().errors.username).toEqual(expect.any(String));

    const register = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-locale': 'en' },
      payload: { isFast: true, username: 'ab' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ success: false, data: null, errors: { username: expect.any(String) } });
  });
});
