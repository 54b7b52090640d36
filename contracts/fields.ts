import * as z from 'zod';
import { normalizePhone } from './phone';

/** A missing or null value is "required"; a value of the wrong type is merely invalid. */
const missing = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';

const isFilled = ({ value }: { value: unknown }) => typeof value === 'string' && value !== '';

/**
 * Check options that skip empty strings, so '' reports only 'validation.required'. (Not `abort`:
 * an aborting issue would also stop object-level checks such as mustMatch.)
 */
export const whenFilled = (error: string) => ({ error, when: isFilled });

// PostgreSQL cannot store U+0000 in text; no field of a player's has a use for it.
const noNul = /^[^\0]*$/;

/** Any text a request carries: refuses NUL characters, so the database never sees them. */
export const plainText = () => z.string({ error: missing }).regex(noNul, { error: 'validation.invalid' });

export const requiredString = () => plainText().min(1, { error: 'validation.required' });

/** Integer columns are 32-bit (PostgreSQL integer); larger values are malformed input, not a server fault. */
export const INT_MAX = 2_147_483_647;
export const int32 = () => z.number({ error: missing }).int({ error: 'validation.invalid' }).min(-INT_MAX - 1).max(INT_MAX);
export const idNumber = () => int32().positive({ error: 'validation.invalid' });

const text = (min: number, max: number) =>
  requiredString().min(min, whenFilled('validation.min')).max(max, whenFilled('validation.max'));

const digits = (length: number) =>
  requiredString()
    .regex(/^\d*$/, whenFilled('validation.digits'))
    .length(length, whenFilled('validation.length'));

export const loginUsername = text(3, 35);
export const loginPassword = text(5, 100);

// \p{L} covers ç ğ ı İ ö ş ü and every other alphabet; \p{M} keeps decomposed letters (I + U+0307) valid.
export const personName = text(2, 100)
  .regex(/^[\p{L}\p{M} ]*$/u, whenFilled('validation.letters'))
  .regex(/^\S+(?: \S+)*$/, whenFilled('validation.spaces'));

export const registerUsername = text(5, 30).regex(/^[A-Za-z0-9]*$/, whenFilled('validation.alphanumeric'));
export const email = text(5, 100).regex(z.regexes.email, whenFilled('validation.email'));
/** Digits with the usual separators; the value that leaves the schema is normalized (see normalizePhone). */
export const phone = text(5, 20)
  .regex(/^\+?[\d\s().-]*$/, whenFilled('validation.digits'))
  .transform(normalizePhone);
export const personalNo = digits(11);

export const countryId = int32().positive({ error: 'validation.required' });

export const birthDay = digits(2);
export const birthMonth = digits(2);
export const birthYear = digits(4);

export const isCalendarDate = (year: string, month: string, day: string) =>
  z.regexes.date.test(`${year}-${month}-${day}`);

/** 'YYYY-MM-DD', a real calendar day. */
export const birthDate = requiredString().regex(z.regexes.date, whenFilled('validation.date'));

export const password = text(5, 100);
export const trialBonus = z.boolean({ error: missing });
export const phoneCode = digits(6);
export const recoveryUsername = text(5, 50);
export const recoveryCode = text(3, 20);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Puts 'validation.mismatch' on `b` when the two fields differ. Runs even when other fields of
 * the form already failed (the `when`), so the player sees every problem at once.
 */
export function mustMatch<K extends string>(a: K, b: K) {
  return z.superRefine<Record<K, unknown>>(
    (value, ctx) => {
      if (value[a] !== value[b]) {
        ctx.addIssue({ code: 'custom', message: 'validation.mismatch', path: [b], input: value[b] });
      }
    },
    { when: ({ value }) => isRecord(value) && typeof value[a] === 'string' && typeof value[b] === 'string' },
  );
}

/** An IANA time zone name this runtime knows ('Europe/Istanbul'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone, sent with a range of days so that the days are the player's own. */
export const timeZoneName = () => plainText().max(64).refine(isTimeZone, { error: 'validation.invalid' });
