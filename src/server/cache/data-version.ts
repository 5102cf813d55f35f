import {
  DeleteQueryNode,
  InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import { MARK_TABLES } from './viewer-marks.ts';

/** A number that moves by one at each `bump`. */
export class Counter {
  #value = 0;
  get value(): number {
    return this.#value;
  }
  bump(): void {
    this.#value += 1;
  }
}

/**
 * A counter of the changes to what the public sees: a Kysely plugin bumps it after every insert, update or
 * delete, except on the tables of sign-in bookkeeping (a signed-in request slides its session, which changes
 * nothing anyone reads). The public answer cache (public-answers.ts) keeps an answer only while the
 * counter has not moved since the answer was read. Counts this process's writes only: one Quad process per
 * database is the deployment we support (decision 013).
 */
export class DataVersion extends Counter {
  /** Which viewers' marks (likes, reports, pending posts) changed, and when: see `MarkStamps`. */
  readonly marks = new MarkStamps();
  /** Moves at every write to users (a name, avatar or role): what a kept session's viewer depends on. */
  readonly users = new Counter();
}

/** Users touched since the last "everyone" change, past which everyone is deemed changed (a bound on memory). */
const MAX_TOUCHED = 100_000;

/**
 * When each viewer's marks last changed: their likes, their reports and whether they have a pending post,
 * the three things a feed page adds for one viewer to the page every viewer shares. Unlike the data version,
 * which moves at every write anywhere, a viewer's stamp moves only when a write declared (`changingMarksOf`)
 * to change their marks runs, or when a write to likes, reports or posts declared nothing (then every
 * viewer's marks count as changed). Counts this process's writes only, like the data version (decision 018).
 */
export class MarkStamps {
  #clock = 0;
  #everyone = 0;
  readonly #touched = new Map<string, number>();

  /** Take before reading a viewer's marks; `holds` then says whether the read is still current. */
  get now(): number {
    return this.#clock;
  }

  /** Whether a read of `userId`'s marks that started at `stamp` has seen every change to them since. */
  holds(userId: string, stamp: number): boolean {
    return stamp >= this.#everyone && (this.#touched.get(userId) ?? -1) <= stamp;
  }

  touch(userIds: readonly string[]): void {
    this.#clock += 1;
    for (const id of userIds) this.#touched.set(id, this.#clock);
    if (this.#touched.size > MAX_TOUCHED) this.touchEveryone();
  }

  touchEveryone(): void {
    this.#clock += 1;
    this.#everyone = this.#clock;
    this.#touched.clear();
  }
}

/** The tables a viewer's marks are read from (declared in viewer-marks.ts). */
const MARK_TABLE_NAMES: ReadonlySet<string> = MARK_TABLES;
/** Queries run through a `changingMarksOf` handle, with the viewers whose marks they may change. */
const declared = new WeakMap<object, readonly string[]>();

function declaring(userIds: readonly string[]): KyselyPlugin {
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      declared.set(args.queryId, userIds);
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
  };
}

/**
 * Runs `write` (usually a transaction) on a handle whose writes declare that of all viewers' marks they
 * change only those of `userIds` (none, `[]`, for a comment or a registration, which move a post's counter
 * only). Their stamps move after each write statement and again once `write` has finished, so after the
 * commit: a read that overlapped the transaction on another PostgreSQL connection is not kept.
 */
export async function changingMarksOf<DB, T>(
  ctx: { db: Kysely<DB>; dataVersion: DataVersion },
  userIds: readonly string[],
  write: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  try {
    return await write(ctx.db.withPlugin(declaring(userIds)));
  } finally {
    ctx.dataVersion.marks.touch(userIds);
  }
}

const UNWATCHED = new Set(['sessions', 'auth_tickets', 'oidc_flows', 'login_failures', 'rate_counters']);

function tableOf(node: OperationNode): string | null {
  const named = (n: unknown): string | null => {
    const table = (n as { table?: { identifier?: { name?: string } } } | undefined)?.table;
    return table?.identifier?.name ?? null;
  };
  if (InsertQueryNode.is(node)) return named(node.into);
  if (UpdateQueryNode.is(node)) return named(node.table);
  if (DeleteQueryNode.is(node)) return named(node.from.froms[0]);
  return null;
}

export function watchWrites(version: DataVersion): KyselyPlugin {
  const writes = new WeakMap<object, string | null>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const node = args.node;
      const isWrite = InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node);
      if (isWrite) {
        const table = tableOf(node);
        if (!table || !UNWATCHED.has(table)) writes.set(args.queryId, table);
      }
      return node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      // After the write ran: an answer read from here on sees it (SQLite's one connection serialises
      // transactions; on PostgreSQL the cache's short lifetime covers a transaction still committing).
      if (writes.has(args.queryId)) {
        version.bump();
        const table = writes.get(args.queryId);
        if (table === null || table === 'users') version.users.bump();
        if (table === null || (table !== undefined && MARK_TABLE_NAMES.has(table))) {
          const users = declared.get(args.queryId);
          if (users) version.marks.touch(users);
          else version.marks.touchEveryone();
        }
      }
      return args.result;
    },
  };
}
