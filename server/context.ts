import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Background } from './background.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { createLimiter, type Limiter } from './limiter/index.js';
import { limitPrefix, limitRules, type LimitRules } from './limiter/rules.js';
import { createMessenger, type Messenger } from './modules/outbox/messenger.js';

/** What the identity and wallet modules share: the database and their collaborators, built once per app. */
export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  limiter: Limiter;
  limits: LimitRules;
  messenger: Messenger;
  background: Background;
  codePepper: Buffer;
  log: FastifyBaseLogger;
}

export interface ContextOptions {
  db: Db;
  config: Config;
  redis: Redis | null;
  log: FastifyBaseLogger;
  now?: () => Date;
  messenger?: Messenger;
}

export function createContext({ db, config, redis, log, now = () => new Date(), messenger }: ContextOptions): AppContext {
  return {
    db,
    config,
    now,
    limiter: createLimiter(redis, { now, prefix: limitPrefix(config), log }),
    limits: limitRules(config),
    messenger: messenger ?? createMessenger(config, db, now),
    background: new Background(log),
    codePepper: config.CODE_PEPPER ? Buffer.from(config.CODE_PEPPER) : randomBytes(32),
    log,
  };
}
