import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGate } from '../../server/modules/auth/hash-gate.js';
import { testApp } from './helpers.js';
import { nextIp, uniqueName } from './identity-helpers.js';

describe('password hashing has a global cap', () => {
  let h: Awaited<ReturnType<typeof testApp>>;
  const saved = { ...hashGate.limits };
  beforeAll(async () => {
    h = await testApp('sqlite');
    Object.assign(hashGate.limits, { concurrency: 1, queue: 2 });
  });
  afterAll(async () => {
    Object.assign(hashGate.limits, saved);
    await h.close();
  });

  const login = () =>
    h.app.inject({
      method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), headers: { 'x-locale': 'en' },
      payload: { username: uniqueName(), password: 'yanlis-sifre' },
    });

  it('answers a flood of logins beyond the queue with 503 and Retry-After, and other pages keep working', async () => {
    const flood = Array.from({ length: 12 }, login);
    const page = h.app.inject({ method: 'GET', url: '/api/cms/grouped' });
    const answers = await Promise.all(flood);
    expect((await page).statusCode).toBe(200);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(3);
    expect(busy).toHaveLength(9);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.json()).toMatchObject({ success: false, message: 'The server is very busy right now. Please try again in a few seconds.' });
    expect((await login()).statusCode).toBe(400);
  });
});
