/** The moderation audit log: every admin action on a post is written in the action's own transaction. */
import type { AuditAction } from '../../../shared/schemas/admin.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { newId, nowIso } from '../../database/values.ts';
import { personBeside, type AuthorFacts } from '../users/person-beside.ts';
import { findAuditPage, insertAudit } from './audit.repository.ts';

type Db = AppContext['db'];

export async function audit(
  db: Db,
  actor: Viewer,
  action: AuditAction,
  post: { id: string; title: string } & AuthorFacts,
  detail: string | null = null,
): Promise<void> {
  // An actor on their own anonymous post is kept under its pseudonym, which outlives the post (decision 067).
  const shown = personBeside(post, { id: actor.id, name: actor.name });
  await insertAudit(db, {
    id: newId(),
    actor_id: actor.id,
    action,
    post_id: post.id,
    post_title: post.title,
    detail,
    created_at: nowIso(),
    actor_pseudonym: shown.anonymous ? shown.name : null,
  });
}

/** An admin's act on an account (decision 044): the account is named in the detail; there is no post. */
export async function auditAccount(
  db: Db,
  actor: Viewer,
  action: AuditAction,
  account: { name: string; email: string },
  detail: string,
): Promise<void> {
  await insertAudit(db, {
    id: newId(),
    actor_id: actor.id,
    action,
    post_id: null,
    post_title: null,
    detail: `${account.name} (${account.email}): ${detail}`,
    created_at: nowIso(),
    actor_pseudonym: null,
  });
}

/** The audit log, newest first, a page at a time (the moderation screen's log). */
export const auditPage = findAuditPage;
export type { AuditPageRow } from './audit.repository.ts';
