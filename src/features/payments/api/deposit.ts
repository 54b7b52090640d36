import type { BankTransfer, DepositAnswer, PayPayload } from '../../../../machines/payment.machine';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** A bank transfer's answer: where to send the money, with the reference to write in its description. */
function bankTransferOf(data: unknown): BankTransfer | null {
  if (!data || typeof data !== 'object') return null;
  const { bank, iban, holder, reference, amount } = data as Record<string, unknown>;
  const fields = [text(bank), text(iban), text(holder), text(reference)];
  if (fields.some((field) => field === null) || typeof amount !== 'number') return null;
  const [b, i, h, r] = fields as string[];
  return { bank: b, iban: i, holder: h, reference: r, amount };
}

/** POST payment/deposit {id, target: "pay", detail}: a payment page URL (Iframe) or a message (Message). */
export async function deposit(input: PayPayload, signal?: AbortSignal): Promise<DepositAnswer> {
  const answer = await api.post<unknown>('payment/deposit', input, { signal });
  const result = (await loadSchemas()).depositResult(answer.data);
  return {
    message: answer.message,
    outcome: result.type === 'Iframe' ? result : { type: 'Message', bank: bankTransferOf(answer.data) },
  };
}
