import {
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/**
 * A counter of the changes to what the public sees: a Kysely plugin bumps it after every insert, update or
 * delete, except on the tables of sign-in bookkeeping (a signed-in request slides its session, which changes
 * nothing anyone reads). The public answer cache (plugins/public-cache.ts) keeps an answer only while the
 * counter has not moved since the answer was read. Counts this process's writes only: one Quad process per
 * database is the deployment we support (decision 013).
 */
export class DataVersion {
  #value = 0;
  get value(): number {
    return this.#value;
  }
  bump(): void {
    this.#value += 1;
  }
}

const UNWATCHED = new Set(['sessions', 'auth_tickets', 'oidc_flows']);

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
  const writes = new WeakSet<object>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const node = args.node;
      const isWrite = InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node);
      if (isWrite) {
        const table = tableOf(node);
        if (!table || !UNWATCHED.has(table)) writes.add(args.queryId);
      }
      return node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      // After the write ran: an answer read from here on sees it (SQLite's one connection serialises
      // transactions; on PostgreSQL the cache's short lifetime covers a transaction still committing).
      if (writes.has(args.queryId)) version.bump();
      return args.result;
    },
  };
}
