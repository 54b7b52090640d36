import { TransactionStatus, TransactionType, enumName } from '../../../contracts/enums';

/** The catalogue keys of the transaction enumerations (one per member, product §3). */
export const transactionTypeKey = (type: number) => `activity.type.${enumName(TransactionType, type) ?? 'Deposit'}`;
export const transactionStatusKey = (status: number) => `activity.status.${enumName(TransactionStatus, status) ?? 'None'}`;
