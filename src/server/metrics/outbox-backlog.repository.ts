/**
 * The outboxes' backlog for the metrics (decision 082): rows waiting, rows retrying after a passing failure, and
 * rows failed for good (kept until the sweep drops them), by queue and kind. One grouped read per queue at scrape
 * time, over the rows that are not sent.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface OutboxFigure {
  queue: 'email' | 'push';
  kind: string;
  pending: number;
  retrying: number;
  failed: number;
  /** Seconds the oldest pending row has waited since it was queued (0 when none waits). */
  oldestPendingSeconds: number;
}

const TABLES = { email: 'email_outbox', push: 'push_outbox' } as const;

export async function outboxBacklog(db: Kysely<Database>, now = new Date()): Promise<OutboxFigure[]> {
  const figures: OutboxFigure[] = [];
  for (const [queue, table] of Object.entries(TABLES) as ['email' | 'push', (typeof TABLES)[keyof typeof TABLES]][]) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => [
        'kind',
        'status',
        eb.fn.countAll<number | string>().as('rows'),
        sql<number | string>`sum(case when attempts > 0 then 1 else 0 end)`.as('retrying'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('status', '!=', 'sent')
      .groupBy(['kind', 'status'])
      .execute();
    const byKind = new Map<string, OutboxFigure>();
    for (const row of rows) {
      const figure = byKind.get(row.kind) ?? { queue, kind: row.kind, pending: 0, retrying: 0, failed: 0, oldestPendingSeconds: 0 };
      byKind.set(row.kind, figure);
      if (row.status === 'failed') figure.failed += Number(row.rows);
      else {
        figure.pending += Number(row.rows);
        figure.retrying += Number(row.retrying ?? 0);
        const waited = row.oldest ? (now.getTime() - Date.parse(String(row.oldest))) / 1000 : 0;
        figure.oldestPendingSeconds = Math.max(0, waited);
      }
    }
    figures.push(...byKind.values());
  }
  return figures;
}
