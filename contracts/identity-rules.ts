export const ADULT_AGE = 18;
export const TURKIYE_ID = 235;

/** Today's date where the licence's players are: the 18th birthday starts at midnight in Türkiye. */
let turkiyeDate: Intl.DateTimeFormat | undefined;
function todayInTurkiye(now: Date): string {
  turkiyeDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });
  return turkiyeDate.format(now);
}

/** A plausible birth date: a real calendar day, not in the future, not before 1900. */
export function isPlausibleBirthDate(birthDate: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && birthDate <= todayInTurkiye(now);
}

/** Born on 29 February, one comes of age on 1 March in a common year: '…-02-29' sorts after '…-02-28'. */
export function isAdult(birthDate: string, now: Date): boolean {
  const year = Number(birthDate.slice(0, 4));
  return `${year + ADULT_AGE}${birthDate.slice(4)}` <= todayInTurkiye(now);
}

/** The checksum of a T.C. kimlik numarası (11 digits, no leading zero, digits 10 and 11 derived). */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}
