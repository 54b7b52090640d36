import { expect } from 'vitest';
import { URI, type TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../../server/db/schema.js';
import { createOperator } from '../../server/modules/operators/accounts.js';
import { nextIp, uniqueName, type IdentityHarness } from './identity-helpers.js';

export const OPERATOR_PASSWORD = 'correct-horse-battery';

export const operatorAuth = (token: string) => ({ authorization: `Operator ${token}` });

export function adminPost(app: FastifyInstance, url: string, payload: object | undefined, headers: Record<string, string> = {}, ip = nextIp()) {
  return app.inject({ method: 'POST', url: `/api/admin${url}`, ...(payload ? { payload } : {}), headers, remoteAddress: ip });
}

export function adminGet(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/admin${url}`, headers, remoteAddress: nextIp() });
}

/** An operator as the CLI creates it (not yet enrolled). */
export async function newOperator(h: IdentityHarness, role: OperatorRole, username = uniqueName('op')) {
  const created = await createOperator(h.db.kysely, { username, password: OPERATOR_PASSWORD, role }, { kind: 'cli' }, h.clock.now());
  if (!created.ok) throw new Error(created.problem);
  return { id: created.id, username, role, enrollCode: created.enrollCode };
}

/** What an authenticator app would show at the app's current time. */
export const codeAt = (totp: TOTP, h: IdentityHarness, offsetMs = 0) => totp.generate({ timestamp: h.clock.now().getTime() + offsetMs });

export type SignedInOperator = { id: number; username: string; role: OperatorRole; token: string; totp: TOTP };

/** Creates an operator and goes through the first sign-in: password, enrollment by the QR code's URI, first code. */
export async function signedInOperator(h: IdentityHarness, role: OperatorRole): Promise<SignedInOperator> {
  const operator = await newOperator(h, role);
  const login = await adminPost(h.app, '/login', { username: operator.username, password: OPERATOR_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const { enrollToken, otpauthUrl } = login.json().data;
  const totp = URI.parse(otpauthUrl) as TOTP;
  const done = await adminPost(h.app, '/login/code', { enrollToken, code: codeAt(totp, h), enrollCode: operator.enrollCode });
  expect(done.statusCode, done.body).toBe(200);
  return { ...operator, token: done.json().data.token, totp };
}

/** A later sign-in of an enrolled operator, one time step after the last code so that code is not a replay. */
export async function signInAgain(h: IdentityHarness, operator: SignedInOperator): Promise<string> {
  h.clock.advance(30_000);
  const login = await adminPost(h.app, '/login', { username: operator.username, password: OPERATOR_PASSWORD });
  const { challengeToken } = login.json().data;
  const done = await adminPost(h.app, '/login/code', { challengeToken, code: codeAt(operator.totp, h) });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.token;
}
