/**
 * Download your data (decision 047): everything Quad holds about the caller, read in one transaction so the
 * parts agree with each other.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { nowIso } from '../../database/values.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { presentExport } from './data-export.presenter.ts';
import * as rows from './data-export.repository.ts';

export async function exportData(ctx: AppContext, viewer: Viewer): Promise<ReturnType<typeof presentExport>> {
  return ctx.db.transaction().execute(async (trx) => {
    const id = viewer.id;
    const account = await rows.findAccount(trx, id);
    if (!account) throw unauthorized(MESSAGES.loginRequired);
    return presentExport(
      {
        account,
        posts: await rows.findPostsOf(trx, id),
        comments: await rows.findCommentsOf(trx, id),
        likes: await rows.findLikesOf(trx, id),
        reports: await rows.findReportsOf(trx, id),
        registrations: await rows.findRegistrationsOf(trx, id),
        calendar: await rows.findCalendarOf(trx, id),
        notifications: await rows.findNotificationsOf(trx, id),
        emailOptOuts: await rows.findEmailOptOutsOf(trx, id),
        sessions: await rows.findSessionsOf(trx, id),
        blocks: await rows.findBlocksOf(trx, id),
      },
      nowIso(),
    );
  });
}
