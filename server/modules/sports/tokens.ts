import type { Kysely } from 'kysely';
import type { SportsTokenData } from '../../../contracts/sportsbook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { done, refused, type Outcome } from '../outcome.js';
import { createSportsToken, SPORTS_TOKEN_MINUTES } from './wallet/service.js';
import type { SportsPartner } from './wallet/types.js';
import type { Locale } from '../../../i18n/locales.js';
import { excludedRefusal } from '../limits/texts.js';

/** The Betco frame's base until its adapter names its own. */
export const BETCO_FRAME_URL = '/sportsbook/betco/';

/** Where a partner's frame is opened and our client id there (Betsy's cid; Betco has none). */
export function partnerFrame(config: Pick<Config, 'BETSY_URL' | 'BETSY_CID'>, partner: SportsPartner): { url: string; cid: string | null } {
  return partner === 'betsy' ? { url: config.BETSY_URL, cid: config.BETSY_CID } : { url: BETCO_FRAME_URL, cid: null };
}

export async function hasPartnerAccess(db: Kysely<Database>, playerId: number): Promise<boolean> {
  const row = await db.selectFrom('players').select('betting_partner_access').where('id', '=', playerId).executeTakeFirst();
  return row?.betting_partner_access === 1;
}

/** A fresh partner token for the player's session, with where to open the frame. */
export async function issuePartnerToken(
  db: Kysely<Database>,
  config: Pick<Config, 'BETSY_URL' | 'BETSY_CID'>,
  t: { playerId: number; sessionId: number | null; partner: SportsPartner; now: Date },
): Promise<SportsTokenData> {
  const token = await createSportsToken(db, t);
  return { token, ...partnerFrame(config, t.partner), expiresAt: new Date(t.now.getTime() + SPORTS_TOKEN_MINUTES * 60_000).toISOString() };
}

/** POST sports/token: Betco only for players an operator granted it. */
export async function tokenFor(
  db: Kysely<Database>,
  config: Pick<Config, 'BETSY_URL' | 'BETSY_CID'>,
  t: { playerId: number; sessionId: number | null; partner: SportsPartner; now: Date; locale: Locale },
): Promise<Outcome<SportsTokenData>> {
  const excluded = await excludedRefusal(db, t.playerId, t.now, t.locale);
  if (excluded) return excluded;
  if (t.partner === 'betco' && !(await hasPartnerAccess(db, t.playerId))) return refused('no_partner_access');
  return done(await issuePartnerToken(db, config, t));
}
