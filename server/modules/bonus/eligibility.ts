import type { Kysely } from 'kysely';
import { TransactionStatus, TransactionType } from '../../../contracts/enums.js';
import type { BonusDefinitionRow, Database } from '../../db/schema.js';
import { grantRefusal } from './terms.js';

type Db = Kysely<Database>;

/** The day of the week in Türkiye (0 Sunday .. 6 Saturday), where the weekend of a weekend bonus is. */
let turkiyeWeekday: Intl.DateTimeFormat | undefined;
export function weekdayInTurkiye(now: Date): number {
  // Made once: building an Intl.DateTimeFormat costs far more than formatting with it.
  turkiyeWeekday ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', weekday: 'short' });
  const name = turkiyeWeekday.format(now);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

const onToday = (definition: BonusDefinitionRow, now: Date) =>
  definition.weekdays === '' || definition.weekdays.split(',').map(Number).includes(weekdayInTurkiye(now));

/** A bonus of some days only (a weekend bonus): decided by the day the deposit is paid, not the day it is asked. */
export const dayBound = (definition: BonusDefinitionRow) => definition.weekdays !== '';

async function hasConfirmedDeposit(db: Db, playerId: number, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('transactions')
    .select('id')
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', '=', TransactionStatus.Confirmed);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The deposit bonuses a player may choose now (amount unknown yet: the minimum is checked on submit). `paidLater`: a
 * bank transfer, paid when an operator sees the money, maybe days later: a bonus of some days is offered whatever the
 * day, and granted only if the transfer is paid on one of them (depositBonusFor).
 */
export async function depositBonusOffers(db: Db, playerId: number, now: Date, { paidLater = false } = {}): Promise<BonusDefinitionRow[]> {
  const definitions = await db.selectFrom('bonus_definitions').selectAll().where('kind', '=', 'deposit').where('active', '=', 1).orderBy('position').execute();
  const firstDeposit = !(await hasConfirmedDeposit(db, playerId));
  const offered = definitions.filter((d) => (paidLater || onToday(d, now)) && (firstDeposit || d.first_deposit_only === 0));
  // Not one already taken in its period (terms' frequency), nor one that does not stack while another is active.
  const open = await Promise.all(offered.map(async (d) => (await grantRefusal(db, playerId, d, now, null)) === null));
  return offered.filter((_, i) => open[i]);
}

export const depositBonusMinor = (definition: BonusDefinitionRow, depositMinor: number) =>
  Math.min(Math.floor((depositMinor * definition.percent) / 100), definition.max_minor);

/**
 * The bonus a confirmed deposit earns: the one chosen at request time, unless it no longer applies (a first-deposit
 * bonus when another deposit was confirmed first; a bonus of some days when the deposit is paid on another day: a
 * transfer asked on Sunday and paid on Monday earns no weekend bonus). Computed on what was credited, after the fee.
 */
export async function depositBonusFor(
  trx: Db,
  playerId: number,
  definitionId: number,
  creditedMinor: number,
  paidAt: Date,
  transactionId: number,
): Promise<{ definition: BonusDefinitionRow; amountMinor: number } | null> {
  const definition = await trx.selectFrom('bonus_definitions').selectAll().where('id', '=', definitionId).executeTakeFirst();
  if (!definition || definition.kind !== 'deposit') return null;
  if (!onToday(definition, paidAt)) return null;
  if (definition.first_deposit_only === 1 && (await hasConfirmedDeposit(trx, playerId, transactionId))) return null;
  // Its terms: taken already in its period, or another bonus is active and it does not stack.
  if (await grantRefusal(trx, playerId, definition, paidAt, transactionId)) return null;
  const amountMinor = depositBonusMinor(definition, creditedMinor);
  return amountMinor > 0 ? { definition, amountMinor } : null;
}
