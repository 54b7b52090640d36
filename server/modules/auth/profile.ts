import type { Profile } from '../../../contracts/account.js';
import type { AppContext } from '../../context.js';
import type { ServerLocale } from '../../http/messages.js';
import { done, refused, type Outcome } from '../outcome.js';

/** The account page; a player deleted while signed in is refused as signed out. */
export async function loadProfile(ctx: AppContext, playerId: number, locale: ServerLocale): Promise<Outcome<Profile>> {
  const row = await ctx.db.kysely
    .selectFrom('players')
    .leftJoin('countries', 'countries.id', 'players.country_id')
    .select([
      'players.id', 'players.username', 'players.name', 'players.surname', 'players.email', 'players.phone',
      'players.sms_verified', 'players.currency_id', 'players.birth_date', 'players.created_at', 'countries.id as countryId',
      locale === 'en' ? 'countries.name_en as countryName' : 'countries.name_tr as countryName',
    ])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
  if (!row) return refused('not_signed_in');
  return done({
    username: row.username,
    usercode: String(row.id),
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    smsVerified: row.sms_verified === 1,
    country: row.countryId !== null && row.countryName !== null ? { id: row.countryId, name: row.countryName } : null,
    currencyId: row.currency_id,
    birthDate: row.birth_date,
    createdAt: row.created_at,
  });
}
