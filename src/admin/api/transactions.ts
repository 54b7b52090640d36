import { adminTransactionPage, type AdminTransactionPage, type TransactionsQuery } from '../../../contracts/admin-calls';
import type { ExportFile } from '../../../machines/admin-transactions.machine';
import { adminApi } from './services';

/** GET admin/transactions: a page of every player's ledger entries, newest first. */
export async function loadTransactions(query: TransactionsQuery, signal?: AbortSignal): Promise<AdminTransactionPage> {
  const answer = await adminApi().get<unknown>('transactions', { searchParams: { ...query }, signal });
  return adminTransactionPage.parse(answer.data);
}

/** GET admin/transactions.csv: the same filters as a file (sent with the operator's token, so fetched, not linked). */
export async function downloadTransactions(query: TransactionsQuery, signal?: AbortSignal): Promise<ExportFile> {
  const file = await adminApi().getFile('transactions.csv', { searchParams: { ...query }, signal });
  return { blob: file.blob, filename: file.filename ?? 'transactions.csv' };
}
