import type { FailedEmail } from '../../../shared/schemas/admin.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../database/values.ts';
import { decodePosition, type Page, toPage } from '../../lib/paging.ts';
import { retryRefusal } from './email.policy.ts';
import { presentFailedEmail } from './email.presenter.ts';
import { findOutboxStatus, findTroubledOutboxPage, retryOutboxRow } from './outbox.repository.ts';

/** Failed and retrying emails, newest first. */
export async function listFailedEmails(ctx: AppContext, query: { limit: number; cursor?: string | undefined }): Promise<Page<FailedEmail>> {
  const before = query.cursor ? decodePosition(query.cursor) : null;
  const { rows, next } = toPage(await findTroubledOutboxPage(ctx.db, before, query.limit + 1), query.limit);
  return { items: rows.map(presentFailedEmail), next };
}

/** Sends a failed or retrying email again now, with a fresh round of attempts; every process's worker wakes. */
export async function retryEmail(ctx: AppContext, id: string): Promise<void> {
  await committing(ctx, async (trx) => {
    const now = nowIso();
    const refusal = retryRefusal(await findOutboxStatus(trx, id), now);
    if (refusal) throw refusal;
    // The row may have changed since it was read (a worker claimed it): the conditional update says.
    if (!(await retryOutboxRow(trx, id, now))) throw retryRefusal(await findOutboxStatus(trx, id), nowIso()) ?? new Error('retry lost');
    changed(trx, { type: 'outbox' });
  });
}
