import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { formDataResponse, loginPayload, registerBodies, registerSchemaFor } from '../../../contracts/auth.js';
import { authData } from '../../../contracts/session.js';
import type { AppContext } from '../../context.js';
import { bearerToken } from '../../http/auth.js';
import { answers, messageOnly, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { invalidBody, tooManyAttempts, validatedInHandler } from '../../http/refusals.js';
import { endSessionByToken } from '../sessions/service.js';
import { registerPlayer } from './register.js';
import { checkCredentials, listCountries, rememberLocale } from './service.js';
import { loginThrottle } from './login-throttle.js';
import { signIn } from './sign-in.js';
import { deviceOf } from './device-cookie.js';
import { playAllowed } from '../limits/play-time.js';
import { setSessionsEnd } from '../sessions/service.js';
import { lifetimesOf } from '../sessions/verifier.js';

// refId is accepted so stored attribution never breaks the form; the country list does not depend on it.
const formQuery = z.object({ refId: z.string().max(64).optional() });

export default async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limiter, limits } = ctx;
  const throttle = loginThrottle(ctx);

  api.post('/auth/login', { schema: { body: loginPayload, response: answers(authData) } }, async (req, reply) => {
    const attempt = { username: req.body.username, ip: req.ip, device: deviceOf(ctx, req) };
    const verdict = await throttle.admit(attempt);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const checked = await checkCredentials(ctx, req.body.username, req.body.password);
    if (!checked.ok) {
      await throttle.failed(attempt, verdict.known);
      return refuseFor(req, reply, checked);
    }
    await throttle.succeeded(attempt);
    // A session-time limit used up closes login until its period has passed; otherwise it sets when this session ends.
    const play = await playAllowed(ctx.db.kysely, checked.value.id, ctx.now(), lifetimesOf(ctx.config).idleMs, req.locale);
    if (!play.ok) return refuseFor(req, reply, play);
    await rememberLocale(ctx, checked.value, req.locale);
    const signedIn = await signIn(ctx, req, reply, checked.value);
    if (play.value.endsAt) await setSessionsEnd(ctx.db.kysely, checked.value.id, play.value.endsAt, play.value.endsFor);
    return ok(signedIn, req.t('auth.loggedIn'));
  });

  // Three bodies share the path (full, short, fast); the contract picks the schema, as the browser does, so the
  // field messages are those of the one the player filled in rather than of a union.
  const registerRoute = { schema: { body: registerBodies, response: answers(authData) }, validatorCompiler: validatedInHandler };
  api.post('/auth/register', registerRoute, async (req, reply) => {
    const verdict = await limiter.consume(limits.registerIp, req.ip);
    if (!verdict.allowed) return tooManyAttempts(req, reply, verdict.retryAfterSeconds);
    const parsed = registerSchemaFor(req.body).safeParse(req.body);
    if (!parsed.success) return invalidBody(req, reply, parsed.error);
    const outcome = await registerPlayer(ctx, parsed.data, req.locale);
    if (!outcome.ok) return refuseFor(req, reply, outcome);
    return ok(await signIn(ctx, req, reply, outcome.value), req.t('auth.registered'));
  });

  api.get('/auth/form', { schema: { querystring: formQuery, response: answers(formDataResponse) } }, async (req) =>
    ok({ countries: await listCountries(ctx, req.locale) }),
  );

  api.get('/auth/logout', { schema: { response: messageOnly } }, async (req) => {
    const token = bearerToken(req);
    if (token) await endSessionByToken(ctx.db.kysely, token, 'logout', ctx.now());
    return ok(null, req.t('auth.loggedOut'));
  });
}
