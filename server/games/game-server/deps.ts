import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { WalletPort } from './wallet-port.js';

/** Timings a test (or a deployment) may shorten. */
export interface GameServerTuning {
  /** Waits before each retry of a wallet call that got no answer: [100, 400] makes three attempts in all. */
  retryDelaysMs: number[];
  /** How often the sweep looks for rounds to finish. */
  sweepIntervalMs: number;
  /** How old an open round must be before the sweep takes it over from the request still handling it. */
  sweepGraceMs: number;
}

export const defaultTuning: GameServerTuning = { retryDelaysMs: [100, 400], sweepIntervalMs: 10_000, sweepGraceMs: 60_000 };

/** What every part of one provider's game server works with. */
export interface GameServerDeps {
  provider: string;
  wallet: WalletPort;
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  tuning: GameServerTuning;
}
