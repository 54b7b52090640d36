import { describe, it, expect } from 'vitest';
import {
  buildDetailSchema, depositResult, paymentDetailPayload, TransactionType, withdrawPayload, type PaymentField,
} from '../../../contracts';
import { keysByPath } from './issues';

const fields: PaymentField[] = [
  { key: 'Iban', objectType: 'String' },
  { key: 'amount', objectType: 'Decimal' },
  { key: 'count', objectType: 'Int' },
  { key: 'bank', objectType: 'Dropdown', option: [{ id: 3, name: 'Ziraat' }, { id: 'x9', name: 'Other' }] },
  { key: 'holder', objectType: 'String' },
];
const iban = 'TR330006100519786457841326';
const filled = { Iban: 'TR33 0006 1005 1978 6457 8413 26', amount: '150,5', count: '2', bank: '3', holder: 'Ali Veli' };

describe('buildDetailSchema', () => {
  it('unmasks the IBAN and sends numbers as numbers', () => {
    const detail = buildDetailSchema(fields, TransactionType.Withdraw).parse(filled);
    expect(detail).toEqual({ Iban: iban, amount: 150.5, count: 2, bank: 3, holder: 'Ali Veli' });
  });

  it('requires every field, dropdown and numeric included', () => {
    const empty = { Iban: '', amount: '', count: '', bank: '', holder: '' };
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Deposit), empty)).toEqual({
      Iban: 'validation.required',
      amount: 'validation.required',
      count: 'validation.required',
      bank: 'validation.required',
      holder: 'validation.required',
    });
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Deposit), {})).toHaveProperty('amount', 'validation.required');
  });

  it('refuses a partial IBAN, non-numbers, fractions in integers and non-positive amounts', () => {
    const bad = { ...filled, Iban: 'TR33 0006', amount: '12a', count: '1.5' };
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Withdraw), bad)).toEqual({
      Iban: 'validation.iban',
      amount: 'validation.number',
      count: 'validation.integer',
    });
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Withdraw), { ...filled, amount: 0 })).toEqual({
      amount: 'validation.positive',
    });
  });

  it('accepts only listed options', () => {
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Deposit), { ...filled, bank: '4' })).toEqual({
      bank: 'validation.option',
    });
  });

  it('keeps a non-numeric option as text in deposit, but withdraw wants numbers', () => {
    expect(buildDetailSchema(fields, TransactionType.Deposit).parse({ ...filled, bank: 'x9' }).bank).toBe('x9');
    expect(buildDetailSchema(fields, TransactionType.Deposit).parse({ ...filled, bank: 3 }).bank).toBe(3);
    expect(keysByPath(buildDetailSchema(fields, TransactionType.Withdraw), { ...filled, bank: 'x9' })).toEqual({
      bank: 'validation.number',
    });
  });

  it('treats a field with options as a dropdown whatever its objectType', () => {
    const schema = buildDetailSchema([{ key: 'method', objectType: 'String', option: [{ id: 1, name: 'EFT' }] }], 2);
    expect(keysByPath(schema, { method: '2' })).toEqual({ method: 'validation.option' });
  });
});

describe('payment payloads', () => {
  it('detail needs an id and a known transaction type', () => {
    expect(paymentDetailPayload.safeParse({ id: 4, type: 2 }).success).toBe(true);
    expect(paymentDetailPayload.safeParse({ id: 4, type: 3 }).success).toBe(false);
  });

  it('withdraw targets "pay" with a detail object of strings and numbers', () => {
    expect(withdrawPayload.safeParse({ id: 1, target: 'pay', detail: { Iban: iban, amount: 5 } }).success).toBe(true);
    expect(withdrawPayload.safeParse({ id: 1, target: 'bank', detail: {} }).success).toBe(false);
    expect(withdrawPayload.safeParse({ id: 1, target: 'pay', detail: { ok: true } }).success).toBe(false);
  });

  it('depositResult opens http answers and shows anything else as a message', () => {
    expect(depositResult('https://pay.example/1')).toEqual({ type: 'Iframe', url: 'https://pay.example/1' });
    expect(depositResult('Talebiniz alındı')).toEqual({ type: 'Message' });
    expect(depositResult(null)).toEqual({ type: 'Message' });
  });
});
