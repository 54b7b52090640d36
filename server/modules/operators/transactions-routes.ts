import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { adminTransactionPage, transactionsQuery, type AdminTransactionItem } from '../../../contracts/admin-calls.js';
import { errorEnvelope } from '../../../contracts/envelope.js';
import type { AppContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import type { ServerMessageKey } from '../../http/messages.js';
import { refuseFor } from '../../http/reasons.js';
import { csvCell } from '../payments/activity.js';
import { writeAudit } from './audit.js';
import { requireRole } from './guard.js';
import { checkPeriod, transactionRows, transactionsPage } from './transactions.js';

const hide = true;

/** Kuruş as a decimal of lira with a point: digits and a sign the server writes itself, never read as a formula. */
const amountCell = (minor: number) => (minor / 100).toFixed(2);

/** /api/admin/transactions: every player's movements of money (the ledger), and its CSV export; finance and admins. */
export default async function transactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.kysely;
  const money = requireRole('admin', 'finance');

  api.get('/transactions', { ...money, schema: { hide, querystring: transactionsQuery, response: answers(adminTransactionPage) } }, async (req, reply) => {
    const outcome = await transactionsPage(db, req.query);
    return outcome.ok ? ok(outcome.value) : refuseFor(req, reply, outcome);
  });

  const csv = {
    200: { description: 'The filtered entries as CSV (UTF-8 with a byte order mark), newest first', content: { 'text/csv': { schema: z.string() } } },
    '4xx': errorEnvelope.describe('Refused: message says why in the language of x-locale'),
    '5xx': errorEnvelope.describe('Not done on our side: message only'),
  };
  api.get('/transactions.csv', { ...money, schema: { hide, querystring: transactionsQuery, response: csv } }, async (req, reply) => {
    const { cursor: _cursor, ...filter } = req.query;
    const period = checkPeriod(filter);
    if (!period.ok) return refuseFor(req, reply, period);
    // Who took the players' money data out, and with which filter.
    await writeAudit(db, { kind: 'operator', operatorId: req.operator!.operatorId, ip: req.ip }, { action: 'transactions.export', target: null, after: filter }, ctx.now());
    const t = (key: string) => req.t(key as ServerMessageKey);
    const line = (item: AdminTransactionItem) =>
      [
        String(item.id),
        csvCell(item.at),
        csvCell(item.username),
        csvCell(t(`operators.account.${item.account}`)),
        csvCell(t(`operators.kind.${item.kind}`)),
        csvCell(item.entryKind),
        amountCell(item.amountMinor),
        amountCell(item.balanceAfterMinor),
        csvCell(item.reference),
        csvCell(item.status ? t(`operators.status.${item.status}`) : ''),
      ].join(',');
    async function* lines() {
      // A byte order mark, so spreadsheet programs read the Turkish letters as UTF-8.
      yield `\uFEFF${t('operators.csvHeader')}\r\n`;
      for await (const item of transactionRows(db, filter)) yield `${line(item)}\r\n`;
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
