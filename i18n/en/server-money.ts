/** English server answers: money. */
export const serverMoneyEn = {} as const;
