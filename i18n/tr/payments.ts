/** Turkish strings of the deposit and withdraw pages and dialogs. */
export const paymentsTr = {} as const;
