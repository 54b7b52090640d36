import * as z from 'zod';
import type { Fields, Operation, OpRoute, WalletCall, WalletMapping } from './mapping.js';

// Ids arrive as strings, or as numbers from JSON protocols that number their rounds.
const ref = z.union([z.string().trim().min(1).max(128), z.number().int().nonnegative().transform(String)]);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** The operation a request on `path` is, or null when none of the contract's routes matches. */
export function operationOf(mapping: WalletMapping, path: string, fields: Fields): Operation | null {
  const matches = ([, route]: [string, OpRoute]) => route.path === path && (!route.tag || String(fields[route.tag.field] ?? '') === route.tag.value);
  const found = Object.entries(mapping.routes).find(matches);
  return found ? (found[0] as Operation) : null;
}

function schemaFor(mapping: WalletMapping, op: Operation) {
  const f = mapping.fields;
  const shape: Record<string, z.ZodType> = { [f.token]: ref, [f.player]: ref, [f.game]: ref, [f.currency]: currency };
  if (op !== 'balance') Object.assign(shape, { [f.round]: ref, [f.transaction]: ref });
  if (op === 'bet' || op === 'win') shape[f.amount] = z.unknown();
  if (op === 'win' && f.betRef) shape[f.betRef] = ref.optional();
  if (op === 'win' && f.roundEnd) shape[f.roundEnd] = flag.optional();
  if (op === 'rollback' && f.targetRef) shape[f.targetRef] = ref;
  return z.object(shape);
}

/** A received callback in neutral terms, or null when it is not a well-formed call of this operation. */
export function readCall(mapping: WalletMapping, op: Operation, fields: Fields): WalletCall | null {
  const parsed = schemaFor(mapping, op).safeParse(fields);
  if (!parsed.success) return null;
  const f = mapping.fields;
  const data = parsed.data as Record<string, unknown>;
  const text = (name: string) => data[name] as string;
  const base = { token: text(f.token), playerRef: text(f.player), gameCode: text(f.game), currency: text(f.currency) };
  if (op === 'balance') return { op, ...base };
  const round = { roundRef: text(f.round), transactionRef: text(f.transaction) };
  if (op === 'rollback') {
    if (f.targetRef) return { op, ...base, ...round, targetRef: text(f.targetRef) };
    return { op, ...base, roundRef: round.roundRef, transactionRef: `${round.transactionRef}:rollback`, targetRef: round.transactionRef };
  }
  const amountMinor = mapping.money.toMinor(data[f.amount]);
  if (amountMinor === null) return null;
  if (op === 'bet') return amountMinor > 0 ? { op, ...base, ...round, amountMinor } : null;
  const betRef = f.betRef ? (data[f.betRef] as string | undefined) : undefined;
  const closeRound = f.roundEnd ? (data[f.roundEnd] as boolean | undefined) ?? true : true;
  return { op, ...base, ...round, amountMinor, betRef, closeRound };
}

/** The provider's side: a neutral call as this contract sends it (before sealing and encoding). */
export function writeCall(mapping: WalletMapping, call: WalletCall): { route: OpRoute; fields: Fields } {
  const f = mapping.fields;
  const route = mapping.routes[call.op];
  const fields: Fields = { ...mapping.constants, ...(route.tag ? { [route.tag.field]: route.tag.value } : {}) };
  Object.assign(fields, { [f.token]: call.token, [f.player]: call.playerRef, [f.game]: call.gameCode, [f.currency]: call.currency });
  if (call.op === 'balance') return { route, fields };
  fields[f.round] = call.roundRef;
  if (call.op === 'rollback') {
    if (f.targetRef) Object.assign(fields, { [f.transaction]: call.transactionRef, [f.targetRef]: call.targetRef });
    else fields[f.transaction] = call.targetRef;
    return { route, fields };
  }
  fields[f.transaction] = call.transactionRef;
  fields[f.amount] = mapping.money.fromMinor(call.amountMinor);
  if (call.op === 'win') {
    if (f.betRef && call.betRef) fields[f.betRef] = call.betRef;
    if (f.roundEnd) fields[f.roundEnd] = call.closeRound;
  }
  return { route, fields };
}
