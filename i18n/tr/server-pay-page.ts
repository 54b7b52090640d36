/** Turkish server answers: pay-page. */
export const serverPayPageTr = {} as const;
