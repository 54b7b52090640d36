import { STATUSES, type Fields, type Status, type WalletMapping } from './mapping.js';

export interface Answer {
  http: number;
  fields: Fields;
}

/** Our answer in the provider's terms: its code (and HTTP status) for `status`, and the balance when we tell it. */
export function answerOf(mapping: WalletMapping, status: Status, options: { balanceMinor?: number; request?: Fields | null } = {}): Answer {
  const a = mapping.answers;
  const entry = a.codes[status];
  const fields: Fields = {};
  for (const name of a.echo ?? []) {
    const value = options.request?.[name];
    // Echoed only when it is an id-like value: a malformed request's fields are not sent back as they came.
    if ((typeof value === 'string' && value.length <= 128) || (typeof value === 'number' && Number.isFinite(value))) fields[name] = value;
  }
  fields[a.status] = entry.code;
  if (a.message && entry.message) fields[a.message] = entry.message;
  if (options.balanceMinor !== undefined) fields[a.balance] = mapping.money.fromMinor(options.balanceMinor);
  return { http: entry.http ?? 200, fields };
}

/** The provider's side: the status an answer carries, or null when it is none this contract gives. */
export function statusOfAnswer(mapping: WalletMapping, fields: Fields): Status | null {
  const code = fields[mapping.answers.status];
  if (code === undefined || code === null) return null;
  return STATUSES.find((status) => String(mapping.answers.codes[status].code) === String(code)) ?? null;
}

/** The XML root of an answer to a request with this root. */
export const answerRoot = (root: string | undefined) => (root ? root.replace(/Request$/, 'Response') : undefined);
