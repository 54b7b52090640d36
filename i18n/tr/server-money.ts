/** Turkish server answers: money. */
export const serverMoneyTr = {} as const;
