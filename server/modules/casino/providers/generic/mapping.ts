import type { IncomingHttpHeaders } from 'node:http';
import type { GameProvider } from '../../../../../contracts/enums.js';
import type { Config } from '../../../../config.js';
import type { LaunchRequest, ProviderKey } from '../types.js';

/** A decoded request or answer body: flat name → value (JSON values, or strings from XML). */
export type Fields = Record<string, unknown>;

export type Operation = 'balance' | 'bet' | 'win' | 'rollback';

/** A wallet callback in neutral terms: what every generic contract carries, whatever it calls it. */
interface CallBase {
  token: string;
  /** Our player id as we gave it at launch. */
  playerRef: string;
  gameCode: string;
  currency: string;
}
export type WalletCall =
  | (CallBase & { op: 'balance' })
  | (CallBase & { op: 'bet'; roundRef: string; transactionRef: string; amountMinor: number })
  | (CallBase & { op: 'win'; roundRef: string; transactionRef: string; amountMinor: number; betRef?: string; closeRound: boolean })
  | (CallBase & { op: 'rollback'; roundRef: string; transactionRef: string; targetRef: string });

/** Every answer a contract gives; each provider has its own code (and HTTP status) for each. */
export const STATUSES = [
  'ok',
  /** A retry of an applied transaction: its first result. Most protocols answer it as `ok`. */
  'replayed',
  'insufficient_funds',
  'player_blocked',
  /** The stake would pass the player's wager or net-loss limit (responsible gambling). */
  'limit_reached',
  'token_expired',
  'token_unknown',
  'bad_signature',
  /** A win whose bet never arrived (or was rolled back). */
  'bet_not_found',
  /** A bet whose rollback arrived first: refused for good. */
  'bet_rolled_back',
  /** A rollback whose target never arrived: recorded (its late bet will be refused), nothing moved. */
  'target_not_found',
  /** A transaction id used before with other fields. */
  'duplicate_conflict',
  'bad_request',
  'internal_error',
] as const;
export type Status = (typeof STATUSES)[number];

/** Where an operation arrives: its path, and when several share one, the body field that tells them apart. */
export interface OpRoute {
  path: string;
  tag?: { field: string; value: string };
  /** XML only: the request's root element (the answer's is the same with Response for Request). */
  root?: string;
}

/** The provider's names for the neutral call's parts. */
export interface FieldNames {
  token: string;
  player: string;
  game: string;
  currency: string;
  round: string;
  transaction: string;
  amount: string;
  /** Win: the bet it pays. Absent: the protocol names none, and any applied bet of the round counts. */
  betRef?: string;
  /**
   * Rollback: the transaction reversed. Absent: a rollback carries the reversed transaction's id in `transaction`
   * and has no id of its own (we name it `<id>:rollback`, so a repeated rollback is a replay).
   */
  targetRef?: string;
  /** Win: whether the round ends with it. Absent: every win ends its round. */
  roundEnd?: string;
}

export interface BodyCodec {
  contentType: string;
  decode(raw: string): Fields | null;
  encode(fields: Fields, root?: string): string;
}

export interface MoneyScale {
  /** A wire amount → kuruş, or null when it is not one this scale writes. */
  toMinor(value: unknown): number | null;
  fromMinor(amountMinor: number): number | string;
}

/** How requests (wallet callbacks and our launch calls) are authenticated; the same scheme both ways. */
export interface SignatureScheme {
  /** Adds body fields before encoding (a hash of fields, credentials). */
  seal?(fields: Fields, secret: string): Fields;
  /** Headers over the encoded body. */
  headers?(raw: string, secret: string, now: Date): Record<string, string>;
  verify(request: { raw: Buffer; headers: IncomingHttpHeaders; fields: Fields; secret: string; now: Date }): boolean;
}

export interface AnswerMapping {
  status: string;
  balance: string;
  message?: string;
  /** Request fields repeated in every answer. */
  echo?: string[];
  codes: Record<Status, { code: string | number; http?: number; message?: string }>;
}

/** Launch parameters as the provider side reads them back. */
export interface LaunchFields {
  token: string;
  playerRef: string;
  gameCode: string;
  currency: string;
  locale: 'tr' | 'en';
  productId?: number;
}

/** Our call to the provider's launch API, and (for the simulator) its other half. */
export interface LaunchMapping {
  path: string;
  root?: string;
  /** Product §7's payload for this provider, with our token and player. */
  request(request: LaunchRequest): Fields;
  parse(fields: Fields): LaunchFields | null;
  answer(url: string | null, error?: string): Fields;
  /** The frame URL in the provider's answer, or null when it refused. */
  url(fields: Fields): string | null;
}

/** One provider's seamless-wallet contract. Connecting the real one means rewriting this, not the base. */
export interface WalletMapping {
  key: ProviderKey;
  name: GameProvider;
  config: { apiBase: keyof Config; secret: keyof Config };
  codec: BodyCodec;
  routes: Record<Operation, OpRoute>;
  fields: FieldNames;
  /** Fields every wallet call carries whatever its operation (a portal or brand code). */
  constants?: Fields;
  money: MoneyScale;
  signature: SignatureScheme;
  answers: AnswerMapping;
  launch: LaunchMapping;
}
