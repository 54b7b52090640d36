import { pickAttribution, type FastRegisterPayload, type RegisterPayload, type ShortRegisterPayload } from '../../../contracts/auth.js';
import { transact } from '../../db/transact.js';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PlayerRow } from '../../db/schema.js';
import type { ServerLocale } from '../../http/messages.js';
import { done, refused, type Outcome, type Refused } from '../outcome.js';
import { openAccounts } from '../wallet/service.js';
import { hashPassword } from './passwords.js';
import { isAdult, isPlausibleBirthDate, isValidTckn, TURKIYE_ID } from '../../../contracts/identity-rules.js';
import { usernameKey } from './service.js';

export type RegisterInput = RegisterPayload | ShortRegisterPayload | FastRegisterPayload;

export const TRY_CURRENCY_ID = 1;

export type RegisterOutcome = Outcome<PlayerRow>;

/**
 * A taken username and a taken e-mail get the same answer, naming both, so sign-up cannot be used to
 * learn which addresses have accounts.
 */
const accountTaken = refused('account_taken');

/** Checks a schema cannot make: a known country, lira, a valid ID number, legal age, unique name and e-mail. */
async function screen(ctx: AppContext, input: RegisterInput): Promise<Refused | null> {
  const now = ctx.now();
  if ('currencyId' in input && input.currencyId !== TRY_CURRENCY_ID) return refused('currency_unsupported');
  const country = await ctx.db.kysely.selectFrom('countries').select('id').where('id', '=', input.country).executeTakeFirst();
  if (!country) return refused('country_unknown');
  if ('birthDate' in input) {
    if (!isPlausibleBirthDate(input.birthDate, now)) return refused('birth_date_invalid');
    if (!isAdult(input.birthDate, now)) return refused('under_age');
  }
  if ('PersonalNo' in input && input.country === TURKIYE_ID && !isValidTckn(input.PersonalNo)) {
    return refused('personal_no_invalid');
  }
  const clash = await ctx.db.kysely
    .selectFrom('players')
    .select('id')
    .where((eb) => eb.or([eb('username_lower', '=', usernameKey(input.username)), eb('email', '=', input.email.toLowerCase())]))
    .execute();
  if (clash.length > 0) return accountTaken;
  return null;
}

export async function registerPlayer(ctx: AppContext, input: RegisterInput, locale: ServerLocale): Promise<RegisterOutcome> {
  const refusal = await screen(ctx, input);
  if (refusal) return refusal;
  const attribution = pickAttribution(input);
  const passwordHash = await hashPassword(input.password);
  try {
    const player = await transact(ctx.db.kysely, async (trx) => {
      const row = await trx
        .insertInto('players')
        .values({
          name: input.name,
          surname: input.surname,
          username: input.username,
          username_lower: usernameKey(input.username),
          email: input.email.toLowerCase(),
          phone: input.phone,
          personal_no: 'PersonalNo' in input ? input.PersonalNo : null,
          country_id: input.country,
          currency_id: TRY_CURRENCY_ID,
          birth_date: 'birthDate' in input ? input.birthDate : null,
          password_hash: passwordHash,
          sms_verified: 0,
          locale,
          ref_id: attribution.refId ?? null,
          partner: attribution.partner ?? null,
          subid: attribution.subid ?? null,
          source: attribution.source ?? null,
          created_at: ctx.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await openAccounts(trx, row.id);
      return row;
    });
    return done(player);
  } catch (error) {
    // Two sign-ups raced for the same name or address between the screen and the insert.
    if (!isUniqueViolation(error)) throw error;
    return accountTaken;
  }
}
