import * as z from 'zod';
import {
  birthDate, birthDay, birthMonth, birthYear, countryId, email, idNumber, isCalendarDate, loginPassword,
  isRecord, loginUsername, mustMatch, password, personalNo, personName, phone, plainText, registerUsername, trialBonus,
} from './fields';
import { isAdult, isPlausibleBirthDate, isValidTckn, TURKIYE_ID } from './identity-rules';
import { maskedPhone } from './masks';

export * from './session';
export * from './recovery';

export const loginPayload = z.object({ username: loginUsername, password: loginPassword });
export type LoginPayload = z.infer<typeof loginPayload>;

/** Attribution travels flat on the register payloads; see pickAttribution for the precedence. */
const attribution = {
  refId: idNumber().optional(),
  partner: plainText().max(100).optional(),
  subid: plainText().max(100).optional(),
  source: plainText().max(100).optional(),
};
export const attributionSchema = z.object(attribution);
export type Attribution = z.infer<typeof attributionSchema>;

type RawAttribution = Partial<Record<keyof Attribution, string | number | null | undefined>>;

/** refId alone when present; otherwise the partner set (subid, source default ''); otherwise nothing. */
export function pickAttribution(raw: RawAttribution): Attribution {
  const refId = Number(raw.refId);
  if (raw.refId != null && raw.refId !== '' && Number.isInteger(refId) && refId > 0) return { refId };
  if (raw.partner) {
    return { partner: String(raw.partner), subid: String(raw.subid ?? ''), source: String(raw.source ?? '') };
  }
  return {};
}

const account = {
  name: personName,
  surname: personName,
  username: registerUsername,
  email,
  password,
  password2: password,
  trialBonus,
};
const currencyId = idNumber().default(1);
const passwordsMatch = mustMatch('password', 'password2');

export const registerPayload = z
  .object({ ...account, phone, PersonalNo: personalNo, country: countryId, currencyId, birthDate, ...attribution })
  .check(passwordsMatch);
export type RegisterPayload = z.infer<typeof registerPayload>;

export const shortRegisterPayload = z
  .object({ ...account, phone, country: countryId, currencyId, ...attribution })
  .check(passwordsMatch);
export type ShortRegisterPayload = z.infer<typeof shortRegisterPayload>;

export const fastRegisterPayload = z
  .object({ ...account, phone, country: countryId, isFast: z.literal(true), ...attribution })
  .check(passwordsMatch);
export type FastRegisterPayload = z.infer<typeof fastRegisterPayload>;

/** POST auth/register carries one of these three bodies (as published; registerSchemaFor picks the one to check). */
export const registerBodies = z.union([registerPayload, shortRegisterPayload, fastRegisterPayload]);

/** POST auth/register carries one of three bodies; pick the schema the way the server should. */
export function registerSchemaFor(body: unknown) {
  if (typeof body !== 'object' || body === null) return registerPayload;
  if ('isFast' in body) return fastRegisterPayload;
  if ('PersonalNo' in body || 'birthDate' in body) return registerPayload;
  return shortRegisterPayload;
}

const birthParts = z.object({ birthDay, birthMonth, birthYear });
const validBirthDate = z.superRefine<{ birthDay: string; birthMonth: string; birthYear: string }>(
  (v, ctx) => {
    const date = `${v.birthYear}-${v.birthMonth}-${v.birthDay}`;
    const now = new Date();
    if (!isCalendarDate(v.birthYear, v.birthMonth, v.birthDay) || !isPlausibleBirthDate(date, now)) {
      ctx.addIssue({ code: 'custom', message: 'validation.date', path: ['birthDay'], input: v.birthDay });
    } else if (!isAdult(date, now)) {
      ctx.addIssue({ code: 'custom', message: 'validation.underAge', path: ['birthYear'], input: v.birthYear });
    }
  },
  { when: ({ value }) => birthParts.safeParse(value).success },
);

/** A Turkish citizen's number must pass the T.C. checksum (other countries' numbers are not checked). */
const validTckn = z.superRefine<{ PersonalNo: string; country: number | null }>(
  (v, ctx) => {
    if (v.country === TURKIYE_ID && !isValidTckn(v.PersonalNo)) {
      ctx.addIssue({ code: 'custom', message: 'validation.tckn', path: ['PersonalNo'], input: v.PersonalNo });
    }
  },
  { when: ({ value }) => isRecord(value) && personalNo.safeParse(value.PersonalNo).success },
);

/** The full register dialog: masked phone (90 + 10 digits) and the date as three boxes. */
export const registerFormValues = z
  .object({ ...account, phone: maskedPhone, PersonalNo: personalNo, country: countryId, ...birthParts.shape })
  .check(passwordsMatch)
  .check(validBirthDate)
  .check(validTckn);
export type RegisterFormValues = z.infer<typeof registerFormValues>;

/** Fast sign-up phase 1: the payload minus isFast, with the masked phone. */
export const fastRegisterFormValues = z
  .object({ ...account, phone: maskedPhone, country: countryId })
  .check(passwordsMatch);
export type FastRegisterFormValues = z.infer<typeof fastRegisterFormValues>;

export function toRegisterPayload(values: RegisterFormValues, extra: Attribution = {}): RegisterPayload {
  const { birthDay: day, birthMonth: month, birthYear: year, ...rest } = values;
  return { ...rest, currencyId: 1, birthDate: `${year}-${month}-${day}`, ...extra };
}

export const country = z.object({ id: z.number().int(), name: z.string() });
export type Country = z.infer<typeof country>;
export const formDataResponse = z.object({ countries: z.array(country) });
export type FormDataResponse = z.infer<typeof formDataResponse>;

export const defaultCountryId = (countries: readonly Country[]): number | null =>
  countries.find((c) => c.id === TURKIYE_ID)?.id ?? null;
