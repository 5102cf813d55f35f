import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { SQLITE_CACHE_MB } from '../config.ts';
import { BACKSTOP_PAGES, startBackgroundCheckpoints } from './background-checkpoints.ts';
import { DataVersion, followChanges } from '../cache/data-version.ts';
import { ChangeStream } from '../changes/change-stream.ts';
import { watchWrites } from '../changes/committing.ts';
import { startPostgresBus } from '../changes/postgres-bus.ts';
import type { Database } from './schema.ts';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string; cacheMb?: number }
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      /**
       * A direct connection to PostgreSQL for what a pooler in transaction mode (PgBouncer) cannot carry: the
       * change stream's LISTEN and the migrations' session lock. Defaults to `url`.
       */
      listenUrl?: string;
      /** `auto` (the default): named statements unless the connection loses them between transactions; `off`: never. */
      namedStatements?: 'auto' | 'off';
    };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'sqlite' | 'postgres';
  /** Every committed write's changes (changes/), in this process and, on PostgreSQL, from every process. */
  changes: ChangeStream;
  /** Moves at every change (see cache/data-version.ts). */
  version: DataVersion;
  /** Resolves when changes are followed (on PostgreSQL, once the process listens). */
  ready: Promise<void>;
  /**
   * SQLite: notices a commit by another connection to the file (`npm run admin`, say) and drops what is kept.
   * Called before each request and every second; the pragma itself runs at most once every
   * `OTHER_WRITERS_AT_MOST_EVERY_MS` unless `now` is set, so such a commit holds within that time.
   */
  noticeOtherWriters(now?: boolean): void;
  /** PostgreSQL: the pool's connections, idle ones and queries waiting for one (the metrics, decision 082). */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * Whether a statement prepared on a connection is still there on its next transaction: false through a pooler in
   * transaction mode without prepared-statement support (PgBouncer before 1.21, or no `max_prepared_statements`).
   * Always true on SQLite. Until it resolves, every statement is sent unnamed.
   */
  statementsKept: Promise<boolean>;
  /** Runs `work` on the direct connection (`listenUrl`), or on `db` when there is none: the migrations' lock needs a session. */
  direct<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How often a SQLite process looks for other writers when no request comes. */
const OTHER_WRITERS_EVERY_MS = 1_000;
/**
 * While requests come, how often at most it looks: the pragma takes a shared lock on the WAL index (a few
 * system calls), which was 8% of a kept answer's time when run for every request under load.
 */
export const OTHER_WRITERS_AT_MOST_EVERY_MS = 10;

/**
 * One Kysely over either dialect. Everything dialect-specific about the connection lives here:
 * SQLite gets WAL, foreign keys, a busy timeout and a checkpointing worker; PostgreSQL gets a pool (and an optional schema,
 * which the tests use to isolate each file).
 */
/** Distinct statements kept prepared; past this the cache starts over (IN lists of many lengths, say). */
const STATEMENT_CACHE_SIZE = 1000;

/** A query's text seen this many times is prepared under a name (below), up to this many names in a process. */
const NAME_AFTER_USES = 2;
const NAMED_STATEMENTS_MAX = 500;

/**
 * PostgreSQL parses and plans every unnamed statement it is sent, and Kysely sends each query unnamed. A text
 * that comes again (the session read, a feed page's reads: the same text with other parameters) is sent under a
 * name instead: each connection parses it once and PostgreSQL keeps it, choosing a generic or a fresh plan by
 * its own rules (`plan_cache_mode`). Texts seen once (DDL, rare reads) stay unnamed, and the names are bounded
 * per process, so a text made of varying IN lists cannot fill the server's memory.
 */
function withNamedStatements(
  pool: pg.Pool,
  mode: 'auto' | 'off',
  warn: (message: string) => void,
): { connect(): Promise<pg.PoolClient>; end(): Promise<void>; statementsKept: Promise<boolean> } {
  // Nothing is named until the probe (below) has shown that the connection keeps what it prepared.
  let naming = false;
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    if (!naming) return undefined;
    const named = names.get(text);
    if (named || names.size >= NAMED_STATEMENTS_MAX) return named;
    const count = (uses.get(text) ?? 0) + 1;
    if (count < NAME_AFTER_USES) {
      if (uses.size < NAMED_STATEMENTS_MAX * 4) uses.set(text, count);
      return undefined;
    }
    uses.delete(text);
    const name = `quad_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  const stopNaming = () => {
    if (!naming) return;
    naming = false;
    warn(STATEMENTS_LOST);
  };
  // The pool hands out the same few clients again and again (Kysely takes one per query): each is wrapped once.
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
    let inTransaction = false;
    return Object.assign(Object.create(client) as pg.PoolClient, {
      query: async (text: string, values?: unknown[]) => {
        if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
        else if (/^(commit|rollback)$/i.test(text)) inTransaction = false;
        const name = nameOf(text);
        if (!name) return query({ text, values });
        try {
          return await query({ name, text, values });
        } catch (error) {
          // A pooler that moved this client to another server connection: that one never saw the name.
          if (!statementLost(error)) throw error;
          stopNaming();
          if (inTransaction) throw error;
          return query({ text, values });
        }
      },
      release: (error?: Error | boolean) => client.release(error),
    });
  };
  const statementsKept = mode === 'off' ? Promise.resolve(true) : probeStatements(pool);
  void statementsKept.then((kept) => {
    if (mode === 'off') return;
    naming = kept;
    if (!kept) warn(STATEMENTS_LOST);
  });
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) wrapped.set(client, (named = wrap(client)));
      return named;
    },
    end: () => pool.end(),
    statementsKept,
  };
}

const STATEMENTS_LOST =
  'PostgreSQL statements prepared on one transaction are gone on the next: DATABASE_URL goes through a pooler in ' +
  'transaction mode without prepared statements (PgBouncer before 1.21, or max_prepared_statements = 0). Quad sends ' +
  'every statement unnamed, which works but parses each one again; set max_prepared_statements to keep them, or ' +
  'DATABASE_NAMED_STATEMENTS=off to say so.';

const THROUGH_A_POOLER =
  'DATABASE_URL goes through a pooler in transaction mode (PgBouncer): set DATABASE_LISTEN_URL to a direct ' +
  "connection to PostgreSQL, for the migrations' lock and the change stream's LISTEN";

/** PostgreSQL's "prepared statement does not exist" and "already exists". */
function statementLost(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '26000' || code === '42P05';
}

/**
 * Whether a named statement survives from one transaction to the next on one client. A direct connection always
 * keeps it. A pooler in transaction mode hands the server connection back after each transaction, and another
 * client holding it (pgbouncer gives out the one released last) sends the next use to a server that never saw
 * the name, unless the pooler carries prepared statements itself (PgBouncer 1.21+ with max_prepared_statements).
 */
async function probeStatements(pool: pg.Pool): Promise<boolean> {
  // One look can miss: another client may take the server connection in between. A lost statement is proof; a
  // kept one, three times over, is taken as a direct connection.
  for (let round = 0; round < PROBE_ROUNDS; round += 1) {
    const kept = await probeOnce(pool);
    if (kept !== true) return kept !== false;
  }
  return true;
}

/** true: kept this time; false: lost (a pooler); null: the database is not reachable yet. */
async function probeOnce(pool: pg.Pool): Promise<boolean | null> {
  const name = `quad_probe_${randomBytes(6).toString('hex')}`;
  let first: pg.PoolClient | null = null;
  let second: pg.PoolClient | null = null;
  try {
    first = await pool.connect();
    second = await pool.connect();
    await first.query({ name, text: 'select 1 as probe' });
    // Another client, inside a transaction, holds a server connection: if it sees the first client's statement,
    // the two share server sessions.
    await second.query('begin');
    const seen = await second.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where name = $1', [name]);
    if ((seen.rows[0]?.n ?? 0) > 0) return false;
    await first.query({ name, text: 'select 1 as probe' });
    return true;
  } catch (error) {
    if (statementLost(error)) return false;
    // The database is not reachable yet: start unnamed; the first request will say why.
    return null;
  } finally {
    await second?.query('rollback').catch(() => undefined);
    second?.release();
    first?.release();
  }
}

const PROBE_ROUNDS = 3;

/**
 * Kysely prepares every query anew; compiling SQL is a good part of a small query's cost. The same SQL text
 * gets the same prepared statement here (better-sqlite3 statements are reusable and re-prepare themselves
 * after a schema change). Safe because the connection is used by one query at a time and never streams.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * `relayed`: the process hears its changes from the process that started it (the stream process,
 * process/stream-process.ts), which notices every other writer for it: no checkpoint worker, no watch of other
 * writers, no PostgreSQL listener of its own.
 */
export function createDatabase(config: DatabaseConfig, options: { relayed?: boolean } = {}): DatabaseHandle {
  const relayed = options.relayed === true;
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode: a committed transaction survives a process crash; only an OS crash or power
    // loss can roll back the last transactions. See docs/decisions/004-durability.md.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Pages read stay in the process (decision 022): a host may drop the OS's file cache within minutes.
    sqlite.pragma(`cache_size = ${-1024 * (config.cacheMb ?? SQLITE_CACHE_MB)}`);
    // A worker checkpoints the WAL; the main connection only past the backstop (background-checkpoints.ts).
    const checkpoints = config.file === ':memory:' || relayed ? null : startBackgroundCheckpoints(config.file);
    if (checkpoints) sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    const changes = new ChangeStream();
    const version = new DataVersion();
    followChanges(version, changes);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [watchWrites(changes)],
    });
    // PRAGMA data_version moves when another connection commits; this connection's own writes leave it.
    const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
    let seen = dataVersion.get();
    let lookedAt = performance.now();
    const noticeOtherWriters = (force = false) => {
      if (!sqlite.open || relayed) return;
      const at = performance.now();
      if (!force && at - lookedAt < OTHER_WRITERS_AT_MOST_EVERY_MS) return;
      lookedAt = at;
      const now = dataVersion.get();
      if (now !== seen) {
        seen = now;
        changes.external();
      }
    };
    const watch = relayed ? null : setInterval(() => noticeOtherWriters(true), OTHER_WRITERS_EVERY_MS);
    watch?.unref();
    const close = async () => {
      if (watch) clearInterval(watch);
      await checkpoints?.stop();
      await db.destroy();
    };
    return {
      db,
      kind: 'sqlite',
      changes,
      version,
      ready: Promise.resolve(),
      noticeOtherWriters,
      statementsKept: Promise.resolve(true),
      direct: (work) => work(db),
      close,
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    // The stream process reads a listener's session now and then: two are plenty.
    max: relayed ? 2 : 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle client's error (the server restarting, say) must not crash the process.
  pool.on('error', () => undefined);
  const changes = new ChangeStream();
  const version = new DataVersion();
  followChanges(version, changes);
  const statements = withNamedStatements(pool, config.namedStatements ?? 'auto', (message) => console.error(`Warning: ${message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: statements }), plugins: [watchWrites(changes)] });
  const listenUrl = config.listenUrl ?? config.url;
  const bus = relayed
    ? null
    : startPostgresBus(
        changes,
        db as unknown as Kysely<unknown>,
        { url: listenUrl, schema: config.schema },
        (message) => console.error(message),
        statements.statementsKept,
      );
  const close = async () => {
    await changes.flush();
    await bus?.stop();
    await db.destroy();
  };
  const ready = bus?.ready ?? Promise.resolve();
  const figures = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const direct = async <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
    if (listenUrl === config.url) {
      // Through a pooler in transaction mode a session lock is taken on one server connection and released on another.
      if (!(await statements.statementsKept)) throw new Error(THROUGH_A_POOLER);
      return work(db);
    }
    const once = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: listenUrl, max: 1, ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}) }),
      }),
    });
    try {
      return await work(once);
    } finally {
      await once.destroy();
    }
  };
  return {
    db,
    kind: 'postgres',
    changes,
    version,
    ready,
    noticeOtherWriters: () => undefined,
    pool: figures,
    statementsKept: statements.statementsKept,
    direct,
    close,
  };
}
