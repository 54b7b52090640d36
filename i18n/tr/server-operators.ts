/** Turkish server answers: operators. */
export const serverOperatorsTr = {} as const;
