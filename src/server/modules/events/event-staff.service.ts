/**
 * An event's staff (decisions 052, 071): people its host chose by the email of their Quad account, each with a
 * role, co-host or door staff. This file reads the staff list for the host authority (host-authority.ts), and
 * keeps it: who may add or remove whom is the authority's answer, and the person added is told.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { EventHosts } from '../../../shared/schemas/door.ts';
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { Transaction } from 'kysely';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { changed, committing } from '../../changes/committing.ts';
import { reachesOthers } from '../auth/auth.policy.ts';
import * as posts from '../posts/posts.service.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { findUserByEmail } from '../users/users.service.ts';
import { type EventPowers, eventPowers, isStaffRole, type StaffRole } from './host-authority.ts';
import * as repo from './event-staff.repository.ts';
import { clubManagedAmong, clubManagerIdsOf, clubRoleOnEvent } from './club-hosts.ts';
import { presentStaff, type StaffList } from './event-staff.presenter.ts';
import { tellStaffAdded } from './staff-emails.ts';
import { logEntry } from './seats.service.ts';

type Db = AppContext['db'] | Transaction<Database>;
type Trx = Transaction<Database>;

/** The most staff (co-hosts and door staff together) one event has. */
export const STAFF_MAX = 50;

/** The staff list holds emails in lower case: the viewer's, as it would be listed. */
export const staffEmailOf = (viewer: Pick<Viewer, 'email'>): string => viewer.email.trim().toLowerCase();

// ---- Asking the authority ----

/** The viewer's role on the event's staff: counted only for an account whose email is verified. */
export async function staffRoleOf(db: Db, viewer: Viewer | null, postId: string): Promise<StaffRole | null> {
  if (!viewer?.emailVerified) return null;
  const role = await repo.findStaffRole(db, postId, staffEmailOf(viewer));
  return isStaffRole(role) ? role : null;
}

/** Whether the viewer's email is on the staff list at all, verified or not (the door asks them to verify it). */
export const isListed = async (db: Db, viewer: Viewer, postId: string): Promise<boolean> =>
  (await repo.findStaffRole(db, postId, staffEmailOf(viewer))) !== undefined;

/** What the viewer may do on the event (host-authority.ts), their staff role read only when it could matter. */
export async function powersOn(db: Db, viewer: Viewer | null, post: PostRow): Promise<EventPowers> {
  const asks = viewer !== null && !viewer.isAdmin && viewer.id !== post.user_id && isEventType(post.type as PostType);
  if (!asks) return eventPowers(viewer, post, null);
  // Its clubs' owners and officers too (decision 081), read now: one removed from the club has no rights left.
  const [staffRole, clubRole] = await Promise.all([staffRoleOf(db, viewer, post.id), clubRoleOnEvent(db, viewer.id, post)]);
  return eventPowers(viewer, post, staffRole, clubRole);
}

type Power = Exclude<keyof EventPowers, 'role'>;

/**
 * The event, when the viewer holds `power` on it: one they may not see is 404 (MESSAGES.eventNotFound), one they see
 * without the power is 403 with `refusal`.
 */
export async function requirePower(db: Db, viewer: Viewer, post: PostRow | undefined, power: Power, refusal: string): Promise<PostRow> {
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const powers = await powersOn(db, viewer, post);
  if (!powers.view) throw notFound(MESSAGES.eventNotFound);
  if (!powers[power]) throw forbidden(refusal);
  return post;
}

/** Who hears what an event's managers hear: its co-hosts' accounts, and every staff account (the door). */
export async function staffIdsOf(db: Db, postId: string): Promise<{ cohostIds: string[]; staffIds: string[] }> {
  const [accounts, clubManagers] = await Promise.all([repo.findStaffAccounts(db, postId), clubManagerIdsOf(db, postId)]);
  // Its clubs' owners and officers hear what its co-hosts hear (decision 081).
  const cohostIds = [...new Set([...accounts.filter((a) => a.role === 'cohost').map((a) => a.id), ...clubManagers])];
  return { cohostIds, staffIds: [...new Set([...accounts.map((a) => a.id), ...clubManagers])] };
}

/**
 * Among these events, those the viewer co-hosts (a verified email only): one query for a page, and none for a viewer
 * who co-hosts nothing (`coHosts`, read with their session).
 */
export async function cohostedAmong(db: Db, viewer: Viewer, postIds: readonly string[]): Promise<ReadonlySet<string>> {
  const [cohosted, byClub] = await Promise.all([
    !viewer.emailVerified || viewer.coHosts === false ? [] : repo.findCohostedAmong(db, staffEmailOf(viewer), postIds),
    // The events of the clubs the viewer manages (decision 081).
    clubManagedAmong(db, viewer.id, postIds),
  ]);
  return new Set([...cohosted, ...byClub]);
}

/** The names of the event's co-hosts (accounts with a verified email), first added first. */
export async function cohostNamesOf(db: Db, postId: string): Promise<string[]> {
  return (await repo.findStaffAccounts(db, postId, 'cohost')).map((a) => a.name);
}

// ---- Keeping the list ----

/** Someone's co-hosting moved: their kept viewer (with `coHosts`) is dropped on every process, as a block's is. */
async function coHostingMoved(trx: Trx, email: string): Promise<void> {
  const account = await findUserByEmail(trx, email);
  if (account) changed(trx, { type: 'user', userId: account.id });
}

/** What else happens when an event's staff list changes (the door's listeners hear it): app.ts wires it. */
export type StaffChangeListener = (trx: Trx, ctx: AppContext, post: PostRow, actor: Viewer) => Promise<void>;
let staffChanged: StaffChangeListener = async () => undefined;
export function onStaffChange(listener: StaffChangeListener): void {
  staffChanged = listener;
}

async function staffEvent(ctx: AppContext, viewer: Viewer, postId: string): Promise<{ post: PostRow; powers: EventPowers }> {
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const powers = await powersOn(ctx.db, viewer, post);
  if (!powers.view) throw notFound(MESSAGES.eventNotFound);
  return { post, powers };
}

/** The staff list, for those who manage the door staff (the host, co-hosts, admins). */
export async function staffList(ctx: AppContext, viewer: Viewer, postId: string): Promise<StaffList> {
  const { powers } = await staffEvent(ctx, viewer, postId);
  if (!powers.manageDoorStaff) throw forbidden(MESSAGES.staffForbidden);
  return presentStaff(await repo.findStaff(ctx.db, postId));
}

/**
 * Adds someone by email with a role, or changes the role of someone listed. Door staff are chosen by those who
 * manage the door; co-hosts, and any move to or from co-host, by the host (or an admin) only. The person is told
 * when their account exists, unless the actor is suspended (decision 067).
 */
export async function addStaff(ctx: AppContext, viewer: Viewer, postId: string, email: string, role: StaffRole = 'door'): Promise<StaffList> {
  const { post, powers } = await staffEvent(ctx, viewer, postId);
  if (!powers.manageDoorStaff) throw forbidden(MESSAGES.staffForbidden);
  await committing(ctx, async (trx) => {
    const listed = await repo.findStaffRole(trx, postId, email);
    if (listed === role) return;
    if ((role === 'cohost' || listed === 'cohost') && !powers.manageCohosts) throw forbidden(MESSAGES.cohostsForbidden);
    const now = nowIso();
    if (listed === undefined) {
      if ((await repo.countStaff(trx, postId)) >= STAFF_MAX) throw badRequest(MESSAGES.staffListFull);
      if (!(await repo.addStaff(trx, { post_id: postId, email, added_by: viewer.id, created_at: now, role }))) return;
    } else if (!(await repo.setStaffRole(trx, postId, email, role))) {
      return;
    }
    await logEntry(trx, { postId, registrationId: null, action: 'staff-added', actorId: viewer.id, details: { email, role } }, now);
    if (role === 'cohost' || listed === 'cohost') await coHostingMoved(trx, email);
    if (reachesOthers(viewer)) await tellStaffAdded(trx, ctx, { post, email, role, by: viewer });
    await staffChanged(trx, ctx, post, viewer);
  });
  return presentStaff(await repo.findStaff(ctx.db, postId));
}

/**
 * Removes someone from the staff: door staff by those who manage the door, a co-host by the host (or an admin);
 * anyone listed may leave. Their access ends with this write, on every process: each request reads the list.
 */
export async function removeStaff(ctx: AppContext, viewer: Viewer, postId: string, rawEmail: string): Promise<StaffList> {
  const email = rawEmail.trim().toLowerCase();
  const post = await posts.findPostRow(ctx.db, postId);
  if (!post || !isEventType(post.type as PostType)) throw notFound(MESSAGES.eventNotFound);
  const leaving = email === staffEmailOf(viewer) && (await isListed(ctx.db, viewer, postId));
  const powers = await powersOn(ctx.db, viewer, post);
  if (!leaving) {
    if (!powers.view) throw notFound(MESSAGES.eventNotFound);
    if (!powers.manageDoorStaff) throw forbidden(MESSAGES.staffForbidden);
  }
  await committing(ctx, async (trx) => {
    const listed = await repo.findStaffRole(trx, postId, email);
    if (listed === undefined) return;
    if (!leaving && listed === 'cohost' && !powers.manageCohosts) throw forbidden(MESSAGES.cohostsForbidden);
    const now = nowIso();
    if (!(await repo.removeStaff(trx, postId, email))) return;
    if (listed === 'cohost') await coHostingMoved(trx, email);
    await logEntry(trx, { postId, registrationId: null, action: 'staff-removed', actorId: viewer.id, details: { email } }, now);
    await staffChanged(trx, ctx, post, viewer);
  });
  // One who left, and does not manage the door, no longer reads the list.
  return leaving && !powers.manageDoorStaff ? { staff: [] } : presentStaff(await repo.findStaff(ctx.db, postId));
}

/** Who hosts the event, for anyone who may see it: "Hosted by Asha with Rahul". */
export async function hostsOf(ctx: AppContext, viewer: Viewer | null, postId: string): Promise<EventHosts> {
  const post = await posts.getPost(ctx, viewer, postId);
  const row = await posts.findPostRow(ctx.db, postId);
  if (!row || !isEventType(post.type)) throw notFound(MESSAGES.eventNotFound);
  const [cohosts, powers] = await Promise.all([cohostNamesOf(ctx.db, postId), powersOn(ctx.db, viewer, row)]);
  return { host: post.author, cohosts, viewerRole: powers.role };
}

