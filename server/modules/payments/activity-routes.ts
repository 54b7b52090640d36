import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactionPage, transactionQuery } from '../../../contracts/money.js';
import type { AppContext } from '../../context.js';
import * as z from 'zod';
import { errorEnvelope } from '../../../contracts/envelope.js';
import { answers, ok } from '../../http/envelope.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { activityPage, activityRows, csvCell, type ActivityFilter } from './activity.js';

/** Financial activities: GET customer/transactions (a page and the period's totals) and its CSV export. */
export default async function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  const filterOf = (playerId: number, q: { type?: number; status?: number; from?: string; to?: string; timeZone?: string }): ActivityFilter => ({
    playerId,
    type: q.type,
    status: q.status,
    from: q.from,
    to: q.to,
    timeZone: q.timeZone,
  });

  api.get('/customer/transactions', { preHandler: api.authenticate, schema: { querystring: transactionQuery, response: answers(transactionPage) } }, async (req) => {
    const q = req.query;
    return ok(await activityPage(db, filterOf(req.principal!.playerId, q), q.page, q.pageSize, req.locale));
  });

  const csv = {
    200: { description: 'The filtered transactions as CSV (UTF-8 with a byte order mark), newest first', content: { 'text/csv': { schema: z.string() } } },
    '4xx': errorEnvelope.describe('Refused: message says why in the language of x-locale'),
    '5xx': errorEnvelope.describe('Not done on our side: message only'),
  };
  api.get('/customer/transactions.csv', { preHandler: api.authenticate, schema: { querystring: transactionQuery, response: csv } }, async (req, reply) => {
    const filter = filterOf(req.principal!.playerId, req.query);
    const t = (key: ServerMessageKey) => req.t(key);
    async function* lines() {
      // A byte order mark, so spreadsheet programs read the Turkish letters as UTF-8.
      yield `\uFEFF${t('payments.csvHeader')}\r\n`;
      for await (const item of activityRows(db, filter, req.locale)) {
        const cells = [
          item.reference,
          t(`payments.type.${item.type}` as ServerMessageKey),
          t(`payments.status.${item.status}` as ServerMessageKey),
          item.amount.toFixed(2),
          item.fee.toFixed(2),
          item.method,
          item.details,
          item.createdAt,
          item.updatedAt,
          item.reason ?? '',
        ];
        yield `${cells.map(csvCell).join(',')}\r\n`;
      }
    }
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
      .header('cache-control', 'no-store')
      // A stream is sent as it is; the 200 schema above only publishes it.
      .send(Readable.from(lines()) as unknown as string);
  });
}
