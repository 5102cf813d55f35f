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
  type Transaction,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import type { Change } from './change.ts';
import type { ChangeStream } from './change-stream.ts';

/** The changes a `committing` write has named so far, and whether it wrote anything. */
class WriteScope {
  readonly changes: Change[] = [];
  wrote = false;
}

/**
 * The scope of each transaction `committing` opened. Kept by the transaction object itself, not in an
 * AsyncLocalStorage: on Node 20 one AsyncLocalStorage.run turns on a hook that slows every promise of the
 * process afterwards (several times over in a promise-heavy loop).
 */
const scopes = new WeakMap<object, WriteScope>();
/** The queries run through a `committing` transaction (their writes belong to its scope). */
const scopedQueries = new WeakSet<object>();

/**
 * Names a change the write behind `trx` makes: `trx` is the transaction `committing` gave (a service passes it
 * down to helpers such as `notify`). The change is emitted only if the transaction commits.
 */
export function changed(trx: object, change: Change): void {
  const scope = scopes.get(trx);
  if (!scope) throw new Error('changed() names a change of a write: pass it the transaction committing() gave.');
  scope.changes.push(change);
}

/**
 * Whether a write's result says it changed rows. An update or delete that matched nothing, or an insert that
 * met its conflict and did nothing (a like already there, an unlike of no like), changed nothing.
 */
function changedRows(result: QueryResult<UnknownRow>): boolean {
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n;
  return result.rows.length > 0;
}

/** Marks a scope's queries, and notes that it wrote. */
function markingScope(scope: WriteScope): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      scopedQueries.add(args.queryId);
      if (isWatchedWrite(args.node)) writes.add(args.queryId);
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(args.queryId) && changedRows(args.result)) scope.wrote = true;
      return args.result;
    },
  };
}

/**
 * Runs `write` in one transaction and emits the changes it named after the commit: to this process's caches
 * at once, and on PostgreSQL to every process, through a notification sent inside the transaction (so it is
 * delivered exactly when the commit happens, and never for a rollback). A write that names no change emits
 * `unknown`, which drops everything kept: safe, but slow for everyone; name what changed.
 */
export async function committing<DB, T>(
  ctx: { db: Kysely<DB>; changes: ChangeStream },
  write: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (scopes.has(ctx.db)) throw new Error('committing() does not nest: pass the transaction down instead.');
  const scope = new WriteScope();
  let seq = 0;
  const result = await ctx.db
    .withPlugin(markingScope(scope))
    .transaction()
    .execute(async (trx) => {
      scopes.set(trx, scope);
      const value = await write(trx);
      if (scope.wrote && scope.changes.length === 0) scope.changes.push({ type: 'unknown' });
      if (scope.changes.length > 0) {
        seq = ctx.changes.reserve(scope.changes.length);
        await ctx.changes.transport?.sendWithin(trx, { origin: ctx.changes.origin, seq, changes: scope.changes });
      }
      return value;
    });
  if (scope.changes.length > 0) ctx.changes.committed(scope.changes, seq);
  return result;
}

/**
 * The tables of sign-in bookkeeping and counters: a signed-in request slides its session, a limit counts a
 * hit, an account email's token is written, used or swept, and none changes anything a kept answer holds. A
 * session that ends names `sessions`. The email outbox too: no answer shows it, and its worker writes it outside
 * `committing` (queueing names `outbox`). A student's email choices and unsubscribe links are read by no kept
 * answer either.
 */
const UNWATCHED = new Set([
  'sessions',
  'auth_tickets',
  'oidc_flows',
  'login_failures',
  'rate_counters',
  'email_outbox',
  'email_opt_outs',
  'email_unsubscribe_tokens',
  'account_tokens',
  // Anonymous Consights: an author's reveal writes only the audit log, which admins read fresh, never kept.
  'audit_log',
  // Web Push (decision 051): the devices, the choice of kinds and the push outbox, which its worker writes outside
  // `committing` (queueing names `push`); no kept answer holds them.
  'push_subscriptions',
  'push_outbox',
  'push_opt_outs',
  // A bank statement's rows (decision 073): its host reads them fresh, no kept answer holds them.
  'payment_receipts',
  // Razorpay's webhook events taken (decision 074): read only to refuse a repeat, never kept.
  'payment_gateway_events',
]);

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

/** An insert, update or delete of a table whose rows a kept answer or a live client may hold. */
function isWatchedWrite(node: OperationNode): boolean {
  if (!(InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node))) return false;
  const table = tableOf(node);
  return !table || !UNWATCHED.has(table);
}

/**
 * A Kysely plugin that sees every insert, update and delete. A write inside `committing` belongs to its scope
 * (a scope that names nothing emits `unknown`); a write outside named no change, and the stream drops
 * everything kept once it has run (`wroteUnscoped`).
 */
export function watchWrites(stream: ChangeStream): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (isWatchedWrite(args.node)) writes.add(args.queryId);
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      // The scope's marker ran after this plugin's transformQuery, so it is asked here, once the query ran.
      if (writes.has(args.queryId) && !scopedQueries.has(args.queryId) && changedRows(args.result)) stream.wroteUnscoped();
      return args.result;
    },
  };
}
