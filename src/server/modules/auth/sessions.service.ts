/**
 * Your sessions (decision 047): the list of the places you are signed in, and signing one of them out. A session
 * is named on the wire by a public id made from its token's hash (a hash of the hash, cut short): it tells which
 * session, and nothing in it signs anyone in or leads back to the token.
 */
import { createHash } from 'node:crypto';
import { SESSION } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AccountSession } from '../../../shared/schemas/account.ts';
import { recentViewers } from '../../cache/recent-viewers.ts';
import { changed, committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { notFound } from '../../lib/http-errors.ts';
import * as sessions from './sessions.repository.ts';

export const sessionPublicId = (tokenHash: string): string =>
  createHash('sha256').update(`quad-session:${tokenHash}`).digest('base64url').slice(0, 22);

const liveSessionsOf = (ctx: AppContext, userId: string) =>
  sessions.findLiveSessionsOf(ctx.db, userId, nowIso(), isoIn(-SESSION.maxAgeMs));

/** The viewer's live sessions, most recently used first; the one this request came with says `current`. */
export async function listSessions(ctx: AppContext, viewer: Viewer): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(ctx, viewer.id);
  return rows.map((row) => {
    const current = row.token_hash === viewer.tokenHash;
    return {
      id: sessionPublicId(row.token_hash),
      device: row.device,
      createdAt: row.created_at,
      // This request is a use: the stored time is written at most every ten minutes.
      lastSeenAt: current ? nowIso() : row.last_used_at,
      current,
    };
  });
}

/**
 * Signs out one of the viewer's sessions (this one too, if named), as logout does: revoked in the database
 * and named as a `sessions` change, so every process forgets the viewer it kept for it (recent-viewers.ts).
 * Another account's session, or one already over, answers 404.
 */
export async function signOutSession(ctx: AppContext, viewer: Viewer, publicId: string): Promise<void> {
  const rows = await liveSessionsOf(ctx, viewer.id);
  const row = rows.find((r) => sessionPublicId(r.token_hash) === publicId);
  if (!row) throw notFound(MESSAGES.sessionNotFound);
  await committing(ctx, async (trx) => {
    await sessions.revokeSession(trx, row.token_hash, nowIso());
    changed(trx, { type: 'sessions', userId: viewer.id });
  });
  recentViewers(ctx).delete(row.token_hash);
}
