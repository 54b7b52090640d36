/** English server answers: pay-page. */
export const serverPayPageEn = {} as const;
