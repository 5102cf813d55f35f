import { AsyncLocalStorage } from 'node:async_hooks';
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

const scopes = new AsyncLocalStorage<WriteScope>();

/**
 * Names a change the current write makes. Called anywhere inside `committing` (a service, or a helper it
 * calls with the transaction, such as `notify`); the change is emitted only if the transaction commits.
 */
export function changed(change: Change): void {
  const scope = scopes.getStore();
  if (!scope) throw new Error('changed() names a change of a write: call it inside committing().');
  scope.changes.push(change);
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
  if (scopes.getStore()) throw new Error('committing() does not nest: pass the transaction down instead.');
  const scope = new WriteScope();
  let seq = 0;
  const result = await scopes.run(scope, () =>
    ctx.db.transaction().execute(async (trx) => {
      const value = await write(trx);
      if (scope.wrote && scope.changes.length === 0) scope.changes.push({ type: 'unknown' });
      if (scope.changes.length > 0) {
        seq = ctx.changes.reserve(scope.changes.length);
        await ctx.changes.transport?.sendWithin(trx, { origin: ctx.changes.origin, seq, changes: scope.changes });
      }
      return value;
    }),
  );
  if (scope.changes.length > 0) ctx.changes.committed(scope.changes, seq);
  return result;
}

/**
 * The tables of sign-in bookkeeping and counters: a signed-in request slides its session, a limit counts a
 * hit, and neither changes anything a kept answer holds. A session that ends names `sessions`.
 */
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

/**
 * A Kysely plugin that sees every insert, update and delete. Inside `committing` it only notes that the
 * scope wrote (a scope that names nothing then emits `unknown`); outside, the write named no change, and
 * the stream drops everything kept once it has run (`wroteUnscoped`).
 */
export function watchWrites(stream: ChangeStream): KyselyPlugin {
  const unscoped = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const node = args.node;
      if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) {
        const table = tableOf(node);
        if (!table || !UNWATCHED.has(table)) {
          const scope = scopes.getStore();
          if (scope) scope.wrote = true;
          else unscoped.add(args.queryId);
        }
      }
      return node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (unscoped.has(args.queryId)) stream.wroteUnscoped();
      return args.result;
    },
  };
}
