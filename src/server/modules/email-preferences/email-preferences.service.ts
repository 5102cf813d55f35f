/**
 * A student's control over the optional emails (decision 042): the choices from the profile, and the one-click
 * unsubscribe links every non-security email carries (RFC 8058). The messages themselves ask here, inside
 * their write's transaction, who still wants a kind, and for a fresh link to put in each email.
 */
import type { OptionalEmailKind } from '../../../shared/email-kinds.ts';
import type { EmailPreferences, EmailPreferencesInput, UnsubscribeAnswer } from '../../../shared/schemas/email-preferences.ts';
import { committing } from '../../changes/committing.ts';
import type { AppContext, Viewer } from '../../context.ts';
import { isoIn, nowIso } from '../../database/values.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as policy from './email-preferences.policy.ts';
import { presentPreferences, presentUnsubscribe } from './email-preferences.presenter.ts';
import * as repo from './email-preferences.repository.ts';

type Db = AppContext['db'];

export async function getPreferences(ctx: AppContext, viewer: Viewer): Promise<EmailPreferences> {
  return presentPreferences(await repo.findOptOuts(ctx.db, viewer.id));
}

/** Turns the kinds named on or off; the others stay as they are. */
export async function updatePreferences(ctx: AppContext, viewer: Viewer, input: EmailPreferencesInput): Promise<EmailPreferences> {
  return committing(ctx, async (trx) => {
    const now = nowIso();
    for (const [kind, on] of Object.entries(input.preferences)) {
      if (on) await repo.deleteOptOut(trx, viewer.id, kind);
      else await repo.insertOptOut(trx, viewer.id, kind, now);
    }
    return presentPreferences(await repo.findOptOuts(trx, viewer.id));
  });
}

/** What a link would turn off, without turning it off (a mail scanner that follows links changes nothing). */
export async function unsubscribeInfo(ctx: AppContext, token: string): Promise<UnsubscribeAnswer> {
  const grant = policy.unsubscribeGrant(await repo.findUnsubscribeToken(ctx.db, hashToken(token)), nowIso());
  if ('refusal' in grant) throw grant.refusal;
  const off = (await repo.findOptOuts(ctx.db, grant.token.user_id)).includes(grant.kind);
  return presentUnsubscribe(grant.kind, grant.token.email, off);
}

/** The one-click POST: turns the link's kind off for its account. Again and again is fine. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeAnswer> {
  return committing(ctx, async (trx) => {
    const grant = policy.unsubscribeGrant(await repo.findUnsubscribeToken(trx, hashToken(token)), nowIso());
    if ('refusal' in grant) throw grant.refusal;
    await repo.insertOptOut(trx, grant.token.user_id, grant.kind, nowIso());
    return presentUnsubscribe(grant.kind, grant.token.email, true);
  });
}

// ---- for the messages, inside their write's transaction ----

/** Of these users, those who turned `kind` off. */
export const usersOptedOut = (trx: Db, userIds: readonly string[], kind: OptionalEmailKind): Promise<Set<string>> =>
  repo.findUsersOptedOut(trx, userIds, kind);

export interface UnsubscribeLinks {
  /** The client's page that shows what stops, with a button (the email's footer link). */
  page: string;
  /** The one-click address for List-Unsubscribe (RFC 8058). */
  oneClick: string;
  /** The two headers of RFC 8058, for queueEmail. */
  headers: Record<string, string>;
}

/** A fresh link for each of these emails (one per user, in order): only their hashes are kept, until they expire, written in one statement. */
export async function newUnsubscribeLinksFor(trx: Db, publicUrl: string, userIds: readonly string[], kind: OptionalEmailKind): Promise<UnsubscribeLinks[]> {
  const tokens = userIds.map(() => newToken());
  const now = nowIso();
  const expires = isoIn(policy.UNSUBSCRIBE_TOKEN_TTL_MS);
  await repo.insertUnsubscribeTokens(trx, userIds.map((userId, i) => ({ token_hash: hashToken(tokens[i]!), user_id: userId, kind, created_at: now, expires_at: expires })));
  const base = publicUrl.replace(/\/+$/, '');
  return tokens.map((token) => {
    const query = `token=${encodeURIComponent(token)}`;
    const oneClick = `${base}/api/email/unsubscribe?${query}`;
    return {
      page: `${base}/unsubscribe?${query}`,
      oneClick,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  });
}

/** Drops the links that expired; writes nothing when none has. */
export async function sweepExpiredLinks(ctx: AppContext): Promise<void> {
  const now = nowIso();
  if (!(await repo.hasExpiredTokens(ctx.db, now))) return;
  await committing(ctx, (trx) => repo.deleteExpiredTokens(trx, now));
}
