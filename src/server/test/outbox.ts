/** What the notification emails queued, read from the outbox rows: the API tests' view of mail. */
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface QueuedRow {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string; encoding?: string; cid?: string; qr?: string }>;
  dedupeKey: string | null;
}

/** The emails queued for a user, of one kind or all, oldest first. */
export async function queuedFor(db: Kysely<Database>, userId: string, kind?: string): Promise<QueuedRow[]> {
  let query = db.selectFrom('email_outbox').selectAll().where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    headers: JSON.parse(r.headers) as Record<string, string>,
    attachments: JSON.parse(r.attachments) as QueuedRow['attachments'],
    dedupeKey: r.dedupe_key,
  }));
}

/** The one-click token an email's List-Unsubscribe header carries. */
export function unsubscribeTokenOf(row: QueuedRow): string {
  const match = /<[^>]*\/api\/email\/unsubscribe\?token=([A-Za-z0-9_-]+)>/.exec(row.headers['List-Unsubscribe'] ?? '');
  if (!match?.[1]) throw new Error(`no one-click unsubscribe in ${JSON.stringify(row.headers)}`);
  return match[1];
}
