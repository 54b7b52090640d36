import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { TransactionType } from '../../../contracts/enums.js';
import { paymentMethod, paymentMethodsQuery } from '../../../contracts/money.js';
import { buildDetailSchema, depositPayload, paymentDetailPayload, paymentField, withdrawPayload, type PaymentField } from '../../../contracts/payments.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { refuseFor } from '../../http/reasons.js';
import { invalidBody } from '../../http/refusals.js';
import { formatLira, minorToLira } from '../../money.js';
import { activeMethods, findMethod, methodCard } from './methods.js';
import { siteOrigin } from './adapters/index.js';
import { detailFields, requestWithdrawal, startDeposit } from './requests.js';

const bankTransfer = z.object({ bank: z.string(), iban: z.string(), holder: z.string(), reference: z.string(), amount: z.number() });
const depositAnswer = z.union([z.string(), bankTransfer]);
const withdrawAnswer = z.object({ reference: z.string() });

type DetailSchema = ReturnType<typeof buildDetailSchema>;
const DETAIL_SCHEMAS_KEPT = 256;

/** SPEC §7's payment calls, plus the method lists of the deposit and withdraw pages. Amounts are lira here. */
export default async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: api.authenticate };
  const db = ctx.db.kysely;

  api.get('/payment/methods', { ...auth, schema: { querystring: paymentMethodsQuery, response: answers(z.array(paymentMethod)) } }, async (req) => {
    const methods = await activeMethods(db, req.query.type);
    return ok(methods.map((m) => methodCard(m, req.locale)));
  });

  api.post('/payment/detail', { ...auth, schema: { body: paymentDetailPayload, response: answers(z.array(paymentField)) } }, async (req, reply) => {
    const method = await findMethod(db, req.body.id, req.body.type);
    if (!method) return refuseFor(req, reply, { ok: false, reason: 'method_unavailable' });
    return ok(await detailFields(ctx, method, req.principal!.playerId, (key, params) => req.t(key, params), req.locale));
  });

  // Building the zod schema of a field list costs more than parsing with it, and a method's list rarely changes:
  // kept per (type, field list). Not a list with the birth date, whose rules depend on today's date.
  const detailSchemas = new Map<string, DetailSchema>();
  function detailSchema(fields: readonly PaymentField[], type: TransactionType): DetailSchema {
    if (fields.some((f) => f.key === 'birthDate')) return buildDetailSchema(fields, type, ctx.now());
    const key = `${type}:${JSON.stringify(fields)}`;
    let schema = detailSchemas.get(key);
    if (!schema) {
      if (detailSchemas.size >= DETAIL_SCHEMAS_KEPT) detailSchemas.clear();
      detailSchemas.set(key, (schema = buildDetailSchema(fields, type, ctx.now())));
    }
    return schema;
  }

  /** The detail checked against the same field list the player's form was built from. */
  async function checkedDetail(req: FastifyRequest, type: TransactionType, body: z.infer<typeof depositPayload>) {
    const method = await findMethod(db, body.id, type);
    if (!method) return { refusal: 'method_unavailable' as const };
    const fields = await detailFields(ctx, method, req.principal!.playerId, (key, params) => req.t(key, params), req.locale);
    const parsed = detailSchema(fields, type).safeParse(body.detail);
    if (!parsed.success) return { invalid: parsed.error };
    return { method, detail: parsed.data as Record<string, string | number> };
  }

  api.post('/payment/deposit', { ...auth, schema: { body: depositPayload, response: answers(depositAnswer) } }, async (req, reply) => {
    const checked = await checkedDetail(req, TransactionType.Deposit, req.body);
    if ('refusal' in checked) return refuseFor(req, reply, { ok: false, reason: checked.refusal! });
    if ('invalid' in checked) return invalidBody(req, reply, checked.invalid!);
    const origin = siteOrigin(ctx.config, req.server);
    const started = await startDeposit(ctx, {
      playerId: req.principal!.playerId,
      method: checked.method!,
      detail: checked.detail!,
      locale: req.locale,
      returnUrl: `${origin}/dashboard/financial-activities`,
    });
    if (!started.ok) return refuseFor(req, reply, started);
    const { transaction, url, bank } = started.value;
    const amount = formatLira(transaction.amount_minor, req.locale);
    if (url) return ok(url, req.t('payments.depositStarted', { amount }));
    if (!bank) throw new Error(`deposit ${transaction.reference} started with neither a payment page nor a bank`);
    const message = req.t('payments.transferRequested', { amount, bank: bank.name, iban: bank.iban, holder: bank.holder, reference: transaction.reference });
    return ok({ bank: bank.name, iban: bank.iban, holder: bank.holder, reference: transaction.reference, amount: minorToLira(transaction.amount_minor) }, message);
  });

  api.post('/payment/withdraw', { ...auth, schema: { body: withdrawPayload, response: answers(withdrawAnswer) } }, async (req, reply) => {
    const checked = await checkedDetail(req, TransactionType.Withdraw, req.body);
    if ('refusal' in checked) return refuseFor(req, reply, { ok: false, reason: checked.refusal! });
    if ('invalid' in checked) return invalidBody(req, reply, checked.invalid!);
    const requested = await requestWithdrawal(ctx, { playerId: req.principal!.playerId, method: checked.method!, detail: checked.detail!, locale: req.locale });
    if (!requested.ok) return refuseFor(req, reply, requested);
    const amount = formatLira(requested.value.amount_minor, req.locale);
    return ok({ reference: requested.value.reference }, req.t('payments.withdrawRequested', { amount }));
  });
}
