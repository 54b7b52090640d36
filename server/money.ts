/** Money is kuruş (integer minor units) everywhere inside; lira decimals exist only at the API edge. */
export function minorToLira(amountMinor: number): number {
  return Math.round(amountMinor) / 100;
}

export function liraToMinor(amountLira: number): number {
  return Math.round(amountLira * 100);
}
