import * as z from 'zod';

type ValueOf<T> = T[keyof T];

export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export type NotificationType = ValueOf<typeof NotificationType>;
export const notificationType = z.enum(NotificationType, { error: 'validation.invalid' });

export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = ValueOf<typeof TransactionStatus>;
export const transactionStatus = z.enum(TransactionStatus, { error: 'validation.invalid' });

export const TransactionType = { Deposit: 1, Withdraw: 2 } as const;
export type TransactionType = ValueOf<typeof TransactionType>;
export const transactionType = z.enum(TransactionType, { error: 'validation.invalid' });

export const ProcessState = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ProcessState = ValueOf<typeof ProcessState>;
export const processState = z.enum(ProcessState, { error: 'validation.invalid' });

export const GameOutcome = { Win: 1, Bet: 2 } as const;
export type GameOutcome = ValueOf<typeof GameOutcome>;
export const gameOutcome = z.enum(GameOutcome, { error: 'validation.invalid' });

export const FieldDataType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldDataType = ValueOf<typeof FieldDataType>;
export const fieldDataType = z.enum(FieldDataType, { error: 'validation.invalid' });

export const AccountPageStep = {
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const;
export type AccountPageStep = ValueOf<typeof AccountPageStep>;
export const accountPageStep = z.enum(AccountPageStep, { error: 'validation.invalid' });

export const PaymentObjectType = {
  String: 'String',
  Int: 'Int',
  Long: 'Long',
  Decimal: 'Decimal',
  Dropdown: 'Dropdown',
} as const;
export type PaymentObjectType = ValueOf<typeof PaymentObjectType>;
export const paymentObjectType = z.enum(PaymentObjectType, { error: 'validation.invalid' });

/** Launch calls are chosen by these names; 'Kasa Games' are our own local games. */
export const GameProvider = {
  SoftGamings: 'SoftGamings',
  Hub88: 'Hub88',
  EgtDigital: 'Egt Digital',
  Amusnet: 'Amusnet',
  EveryMatrix: 'EveryMatrix',
  Digitain: 'Digitain',
  KasaGames: 'Kasa Games',
} as const;
export type GameProvider = ValueOf<typeof GameProvider>;
export const gameProvider = z.enum(GameProvider, { error: 'validation.invalid' });

/** The member name of an enumeration value, e.g. enumName(NotificationType, 4) → 'Bonus'. */
export function enumName<T extends Record<string, string | number>>(
  enumeration: T,
  value: unknown,
): Extract<keyof T, string> | undefined {
  const entry = Object.entries(enumeration).find(([, v]) => v === value);
  return entry?.[0] as Extract<keyof T, string> | undefined;
}
