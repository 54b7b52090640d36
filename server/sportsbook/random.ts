import { createHash } from 'node:crypto';

/** A seeded source of numbers in [0, 1): the same seed and parts give the same sequence on any machine. */
export type Random = () => number;

export function seeded(...parts: Array<string | number>): Random {
  let a = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  // mulberry32
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function poissonSample(random: Random, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

export function normalSample(random: Random, mean: number, sd: number): number {
  const u = Math.max(random(), 1e-12);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** P(X = k) for k = 0..max of a Poisson(lambda), the tail folded into max. */
export function poissonTable(lambda: number, max = 12): number[] {
  const table: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    table.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  table.push(Math.max(0, 1 - sum));
  return table;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
