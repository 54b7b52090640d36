const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Amounts are Turkish lira shown in the Turkish locale (product §9), whatever the language. */
export const formatLira = (amount: number) => lira.format(amount);
