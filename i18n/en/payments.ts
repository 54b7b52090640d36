/** English strings of the deposit and withdraw pages and dialogs. */
export const paymentsEn = {} as const;
