import type { TransactionPage, TransactionQuery } from '../../../../contracts/money';
import type { ExportFile } from '../../../../machines/financial-activities.machine';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';
import { withTimeZone } from './time-zone';

/** The filters as query parameters; a range of days also carries the browser's time zone (the days are the player's). */
const searchParamsOf = (query: TransactionQuery) =>
  Object.fromEntries(Object.entries(query.from || query.to ? withTimeZone(query) : query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

/** GET customer/transactions: one page of the player's deposits and withdrawals, newest first, with the period totals. */
export async function loadTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<TransactionPage> {
  const answer = await api.get<unknown>('customer/transactions', { searchParams: searchParamsOf(query), signal });
  return (await loadSchemas()).transactionPage.parse(answer.data);
}

/** GET customer/transactions.csv: the same filters as a CSV file (sent with the bearer token, so fetched, not linked). */
export async function downloadTransactions(query: TransactionQuery, signal?: AbortSignal): Promise<ExportFile> {
  const file = await api.getFile('customer/transactions.csv', { searchParams: searchParamsOf(query), signal });
  return { blob: file.blob, filename: file.filename ?? 'transactions.csv' };
}
