import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Wallets } from './partners.js';

export interface BookDeps {
  db: Kysely<Database>;
  /** Fixtures, strengths and results all follow from it (config SPORTSBOOK_SEED). */
  seed: string;
  now: () => Date;
  wallets: Wallets;
  log: FastifyBaseLogger;
}
