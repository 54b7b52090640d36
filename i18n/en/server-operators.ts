/** English server answers: operators. */
export const serverOperatorsEn = {} as const;
