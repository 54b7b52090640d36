import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type Driver, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';
import { attachReadConnection, statementName } from './prepared.js';
import { markSingleWriter } from './hot-cache.js';
import { groupCommits } from './transact.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  /** Where a pooled connection that failed while idle is reported (the app's log once it exists). */
  reportConnectionError(report: (error: Error) => void): void;
  /** PostgreSQL: the pool's connections running a query and the queries waiting for one (GET /metrics). */
  poolStats?(): { inUse: number; waiting: number };
  destroy(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PostgreSQL schema to use instead of public (tests give each file its own). */
  pgSchema?: string;
  /** PostgreSQL: the pool's most connections (DATABASE_POOL_SIZE; 20). */
  poolSize?: number;
  /** SQLite file path, or ':memory:' */
  sqlitePath?: string;
  /** An in-memory SQLite database started as a copy of this serialized one (tests: a migrated, seeded image). */
  sqliteImage?: Buffer;
  dataDir?: string;
}

// int8 (bigint) columns hold kuruş amounts well inside 2^53; return them as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Every transaction here writes, so on SQLite it takes the write lock at BEGIN (IMMEDIATE). A deferred BEGIN that
 * upgrades later fails at once with SQLITE_BUSY (busy_timeout does not apply) when another process wrote meanwhile.
 * Inside one process Kysely already serializes transactions: SQLite has a single connection behind a mutex.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles the SQL of every query anew; Kysely produces the same few strings over and over, so
 * compiled statements are kept (least recently used dropped). Safe because Kysely runs one query at a time on
 * SQLite's single connection, so a cached statement is never busy when it is handed out again.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Kysely sends every query as unnamed SQL, which PostgreSQL parses and plans each time. The hot statements
 * (db/prepared.ts) go by name instead: node-postgres prepares a name once per connection and afterwards only binds
 * and executes it, which saves the server a parse and plan per statement of every bet, withdrawal and balance read.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
  // Names whose statement a migration made stale (another process migrated while this one runs): prepared anew.
  const stale = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
      const name = statementName(config);
      if (name) return namedQuery(name, config, values);
    }
    return callback === undefined ? (values === undefined ? query(config) : query(config, values)) : query(config, values, callback);
  };
  async function namedQuery(name: string, text: string, values: unknown[]) {
    if (stale.delete(name)) {
      await query(`DEALLOCATE ${name}`).catch(() => {});
      delete parsed[name];
    }
    try {
      return await query({ name, text, values });
    } catch (error) {
      // "cached plan must not change result type": a column was added to a table it reads. This call fails (its
      // transaction is aborted anyway); the next one prepares the statement again.
      if ((error as { code?: string }).code === '0A000') stale.add(name);
      throw error;
    }
  }
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    // The schema is chosen at connection start, before any query; migrating creates it when missing (and may be
    // refused to a role that owns an existing schema but cannot create one, which is then never asked to).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection dropped while idle (failover, idle timeout, pg_terminate_backend) is an 'error' event on the
    // pool, which kills the process when nobody listens; the pool discards that connection and opens a new one.
    let report = (error: Error) => console.error('database connection lost while idle:', error.message);
    pool.on('error', (error) => report(error));
    pool.on('connect', namePreparedStatements);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      schema,
      reportConnectionError: (handler) => {
        report = handler;
      },
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      destroy: () => kysely.destroy(),
    };
  }
  let path = options.sqliteImage ? ':memory:' : options.sqlitePath;
  if (!path) {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    path = join(dir, 'casino.sqlite');
  }
  const database = options.sqliteImage ? new SQLite(options.sqliteImage) : new SQLite(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // An acknowledged ledger transaction must survive a power cut.
  database.pragma('synchronous = FULL');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) });
  // A file database also gets a read-only connection for hot reads (session check, balance): WAL lets it read
  // the last committed state while the writer works. An in-memory database is private to its connection.
  // Embedded: only this process writes the file (see hot-cache.ts).
  markSingleWriter(kysely);
  // Concurrent transact() calls share one transaction and one COMMIT (see db/transact.ts).
  groupCommits(kysely);
  const reader = path === ':memory:' || path === '' ? null : new SQLite(path, { readonly: true });
  if (reader) {
    reader.pragma('busy_timeout = 5000');
    attachReadConnection(kysely as Kysely<unknown>, reader);
  }
  return {
    kysely,
    dialect: 'sqlite',
    reportConnectionError: () => {},
    destroy: async () => {
      await kysely.destroy();
      reader?.close();
    },
  };
}
