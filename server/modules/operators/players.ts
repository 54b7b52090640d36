import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  ADMIN_PAGE_SIZE,
  type AdminBalances,
  type AdminBetItem,
  type AdminBetsPage,
  type AdminLedgerPage,
  type AdminPlayerDetail,
  type AdminPlayerItem,
  type AdminPlayerPage,
  type AdminSessionItem,
} from '../../../contracts/admin-calls.js';
import { INT_MAX } from '../../../contracts/fields.js';
import { normalizePhone } from '../../../contracts/phone.js';
import type { AccountKind, Database, PlayerRow } from '../../db/schema.js';
import { periodOf } from '../days.js';
import { done, refused, type Outcome } from '../outcome.js';
import { listSessions, type Lifetimes } from '../sessions/service.js';
import { balances } from '../wallet/service.js';

type Db = Kysely<Database>;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `column LIKE %text%`, the same on both dialects (SQLite has no default escape character). */
const contains = (column: string, text: string): Expression<SqlBool> => sql<SqlBool>`${sql.ref(column)} like ${`%${likeEscaped(text)}%`} escape '\\'`;

const PHONE_TYPED = /^[\d\s().+-]+$/;

/** The ways an operator may type what identifies a player; phones are matched in their stored form (90 + 10 digits). */
function searchTerms(q: string) {
  const text = q.trim().toLowerCase();
  const digits = text.replace(/\D/g, '');
  const phoneLike = PHONE_TYPED.test(text) && digits.length >= 4;
  return {
    text,
    phone: phoneLike ? (/^90\d{10}$/.test(normalizePhone(text)) ? normalizePhone(text) : digits) : null,
    personalNo: /^\d{11}$/.test(text) ? text : null,
    id: /^\d{1,10}$/.test(text) && Number(text) <= INT_MAX ? Number(text) : null,
  };
}

export const playerItem = (p: Pick<PlayerRow, 'id' | 'username' | 'name' | 'surname' | 'email' | 'phone' | 'personal_no' | 'created_at' | 'blocked_at' | 'sms_verified'>): AdminPlayerItem => ({
  id: p.id,
  username: p.username,
  name: p.name,
  surname: p.surname,
  email: p.email,
  phone: p.phone,
  personalNo: p.personal_no,
  createdAt: p.created_at,
  blockedAt: p.blocked_at,
  smsVerified: Number(p.sms_verified) === 1,
});

/** Newest first (ids grow with sign-up time); a page ends with the cursor to the next. */
export async function searchPlayers(db: Db, { q, cursor }: { q?: string; cursor?: number }): Promise<AdminPlayerPage> {
  let query = db
    .selectFrom('players')
    .leftJoin('accounts', (join) => join.onRef('accounts.player_id', '=', 'players.id').on('accounts.kind', '=', 'cash'))
    .select(['players.id', 'username', 'name', 'surname', 'email', 'phone', 'personal_no', 'players.created_at', 'blocked_at', 'sms_verified', 'accounts.balance_minor'])
    .orderBy('players.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (cursor !== undefined) query = query.where('players.id', '<', cursor);
  if (q && q.trim()) {
    const t = searchTerms(q);
    query = query.where((eb) => {
      const any: Expression<SqlBool>[] = [contains('username_lower', t.text), contains('email', t.text)];
      if (t.phone) any.push(contains('phone', t.phone));
      if (t.personalNo) any.push(eb('personal_no', '=', t.personalNo));
      if (t.id !== null) any.push(eb('players.id', '=', t.id));
      return eb.or(any);
    });
  }
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return { items: page.map((row) => ({ ...playerItem(row), cashMinor: Number(row.balance_minor ?? 0) })), nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1].id : null };
}

/** Cash and bonus as the wallet reports them, and the money held for withdrawals awaiting a decision. */
export async function adminBalancesOf(db: Db, playerId: number): Promise<AdminBalances> {
  const wallet = await balances(db, playerId);
  const held = await db.selectFrom('accounts').select('balance_minor').where('player_id', '=', playerId).where('kind', '=', 'held').executeTakeFirst();
  return { cashMinor: wallet.cashMinor, bonusMinor: wallet.bonusMinor, heldMinor: Number(held?.balance_minor ?? 0) };
}

export async function playerDetail(db: Db, playerId: number): Promise<Outcome<AdminPlayerDetail>> {
  const p = await db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirst();
  if (!p) return refused('player_not_found');
  const lastLogin = await db.selectFrom('sessions').select(['started_at', 'ip']).where('player_id', '=', playerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return done({
    profile: { ...playerItem(p), birthDate: p.birth_date, locale: p.locale, countryId: p.country_id, currencyId: p.currency_id },
    verification: { smsVerified: Number(p.sms_verified) === 1 },
    balances: await adminBalancesOf(db, playerId),
    blockedAt: p.blocked_at,
    selfExcludedUntil: p.self_excluded_until,
    bettingPartnerAccess: Number(p.betting_partner_access) === 1,
    lastLoginAt: lastLogin?.started_at ?? null,
    lastLoginIp: lastLogin?.ip ?? null,
  });
}

/** What `read` answers about the player, or player_not_found for an unknown id. */
export async function ofPlayer<T>(db: Db, playerId: number, read: () => Promise<T>): Promise<Outcome<T>> {
  const found = await db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
  return found ? done(await read()) : refused('player_not_found');
}

export async function playerLedger(db: Db, playerId: number, filter: { kind?: string; from?: string; to?: string; cursor?: number }): Promise<AdminLedgerPage> {
  let query = db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
    .select(['ledger_entries.id', 'accounts.kind as account', 'ledger_entries.amount_minor', 'ledger_entries.balance_after_minor', 'ledger_entries.kind', 'ledger_entries.reference', 'ledger_entries.created_at'])
    .where('accounts.player_id', '=', playerId)
    .orderBy('ledger_entries.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (filter.kind) query = query.where('ledger_entries.kind', '=', filter.kind);
  if (filter.from || filter.to) {
    const { start, end } = periodOf(filter.from ?? '0001-01-01', filter.to ?? '9999-12-31');
    query = query.where('ledger_entries.created_at', '>=', start).where('ledger_entries.created_at', '<', end);
  }
  if (filter.cursor !== undefined) query = query.where('ledger_entries.id', '<', filter.cursor);
  const rows = await query.execute();
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: page.map((r) => ({
      id: r.id,
      account: r.account as AccountKind,
      amountMinor: Number(r.amount_minor),
      balanceAfterMinor: Number(r.balance_after_minor),
      kind: r.kind,
      reference: r.reference,
      createdAt: r.created_at,
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1].id : null,
  };
}

/** The player's sessions as their own Session History lists them (an operator has no "current" one). */
export async function playerSessions(db: Db, playerId: number, lifetimes: Lifetimes, now: Date): Promise<AdminSessionItem[]> {
  const items = await listSessions(db, { playerId, currentId: null, lifetimes, now, limit: 100 });
  return items.map(({ current: _current, ...item }) => item);
}

/*
 * Casino rounds and sports bets in one order: time, then sports before casino, then id, all descending. The cursor
 * names the last item shown ("<time>~<c|s>~<id>"), so each table continues strictly after it.
 */
const RANK = { casino: 0, sports: 1 } as const;
type Source = keyof typeof RANK;
const cursorOf = (item: AdminBetItem) => `${item.at}~${item.source[0]}~${item.id}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [at, source, id] = cursor.split('~');
  return { at, rank: source === 's' ? 1 : 0, id: Number(id) };
}

/** Rows of `source` that come after the cursor in the order above. */
function after(at: string, id: string, source: Source, cursor: ReturnType<typeof parseCursor>): Expression<SqlBool> {
  if (!cursor) return sql<SqlBool>`1 = 1`;
  const rank = RANK[source];
  const sameTime = rank < cursor.rank ? sql`1 = 1` : rank > cursor.rank ? sql`1 = 0` : sql`${sql.ref(id)} < ${cursor.id}`;
  return sql<SqlBool>`(${sql.ref(at)} < ${cursor.at} or (${sql.ref(at)} = ${cursor.at} and ${sameTime}))`;
}

export async function playerBets(db: Db, playerId: number, { cursor }: { cursor?: string }): Promise<AdminBetsPage> {
  const from = parseCursor(cursor);
  const rounds = await db
      .selectFrom('game_rounds')
      .leftJoin('games', 'games.id', 'game_rounds.game_id')
      .select(['game_rounds.id', 'game_rounds.round_ref', 'game_rounds.provider', 'games.name', 'game_rounds.stake_minor', 'game_rounds.win_minor', 'game_rounds.refunded_minor', 'game_rounds.status', 'game_rounds.started_at'])
      .where('game_rounds.player_id', '=', playerId)
      .where(after('game_rounds.started_at', 'game_rounds.id', 'casino', from))
      .orderBy('game_rounds.started_at', 'desc')
      .orderBy('game_rounds.id', 'desc')
      .limit(ADMIN_PAGE_SIZE + 1)
      .execute();
  const bets = await db
      .selectFrom('sports_bets')
      .select(['id', 'bet_ref', 'partner', 'stake_minor', 'paid_minor', 'status', 'created_at'])
      .where('player_id', '=', playerId)
      .where(after('created_at', 'id', 'sports', from))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_PAGE_SIZE + 1)
      .execute();
  const items: AdminBetItem[] = [
    ...rounds.map((r) => ({
      source: 'casino' as const,
      id: r.id,
      ref: r.round_ref,
      title: r.name ?? r.provider,
      stakeMinor: Number(r.stake_minor),
      returnMinor: Number(r.win_minor),
      refundedMinor: Number(r.refunded_minor),
      status: r.status,
      at: r.started_at,
    })),
    ...bets.map((b) => ({
      source: 'sports' as const,
      id: b.id,
      ref: b.bet_ref,
      title: b.partner,
      stakeMinor: Number(b.stake_minor),
      returnMinor: b.status === 'refunded' ? 0 : Number(b.paid_minor),
      refundedMinor: b.status === 'refunded' ? Number(b.paid_minor) : 0,
      status: b.status,
      at: b.created_at,
    })),
  ];
  items.sort((a, b) => (a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.source !== b.source ? RANK[b.source] - RANK[a.source] : b.id - a.id));
  const page = items.slice(0, ADMIN_PAGE_SIZE);
  return { items: page, nextCursor: items.length > ADMIN_PAGE_SIZE ? cursorOf(page[page.length - 1]) : null };
}
