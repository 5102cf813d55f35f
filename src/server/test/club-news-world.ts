/**
 * Test support for club news (not used by the app): clubs written straight into the database, with an owner, an
 * officer, a member and a follower, new (held announcements) or established (approved long ago, with an event).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { newId, nowIso } from '../database/values.ts';
import { quickAccount, type QuickAccount } from './accounts.ts';
import { buildEvent, insertPost } from './factories.ts';

export interface ClubWorld {
  id: string;
  slug: string;
  name: string;
  owner: QuickAccount;
  officer: QuickAccount;
  member: QuickAccount;
  follower: QuickAccount;
}

let seq = 0;
const DAY_MS = 86_400_000;

export async function addMember(db: Kysely<Database>, clubId: string, userId: string, role: string, confirmedAt: string | null = null): Promise<void> {
  const now = nowIso();
  await db.insertInto('club_members').values({ club_id: clubId, user_id: userId, role, status: 'active', created_at: now, joined_at: now, confirmed_at: confirmedAt, title: null }).execute();
  await db.insertInto('club_follows').values({ club_id: clubId, user_id: userId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}

/** A club and its people; `established`: approved 40 days ago with an approved event of its own. */
export async function makeClub(db: Kysely<Database>, options: { established?: boolean; status?: string } = {}): Promise<ClubWorld> {
  seq += 1;
  const unique = `${Date.now().toString(36)}${seq}`;
  const id = newId();
  const slug = `news-club-${unique}`;
  const name = `News Club ${unique}`;
  const [owner, officer, member, follower] = await Promise.all([
    quickAccount(db, { name: `Owner ${unique}` }),
    quickAccount(db, { name: `Officer ${unique}` }),
    quickAccount(db, { name: `Member ${unique}` }),
    quickAccount(db, { name: `Follower ${unique}` }),
  ]);
  const approvedAt = new Date(Date.now() - (options.established ? 40 : 2) * DAY_MS).toISOString();
  const status = options.status ?? 'approved';
  await db
    .insertInto('clubs')
    .values({
      id,
      slug,
      name,
      description: 'A club for tests.',
      category: 'technical',
      join_policy: 'open',
      status,
      created_by: owner.id,
      created_at: approvedAt,
      updated_at: approvedAt,
      approved_at: status === 'approved' ? approvedAt : null,
      member_count: 3,
      follower_count: 4,
    })
    .execute();
  await addMember(db, id, owner.id, 'owner');
  await addMember(db, id, officer.id, 'officer');
  await addMember(db, id, member.id, 'member');
  await db.insertInto('club_follows').values({ club_id: id, user_id: follower.id, created_at: nowIso() }).execute();
  if (options.established) await insertPost(db, buildEvent(owner.id, { club_id: id, status: 'approved' }));
  return { id, slug, name, owner, officer, member, follower };
}

export const notificationsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('notifications').select(['message', 'club_id', 'type']).where('user_id', '=', userId).orderBy('created_at').execute();

export const roleIn = async (db: Kysely<Database>, clubId: string, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('club_members').select('role').where('club_id', '=', clubId).where('user_id', '=', userId).executeTakeFirst())?.role;
