/** The only road from a club's rows to the wire (decision 081). */
import type { Club, ClubMember, ClubUpdate, JoinPolicy, ClubStatus, ProfileClub } from '../../../shared/schemas/clubs.ts';
import { ClubUpdateSchema } from '../../../shared/schemas/clubs.ts';
import type { ClubView, MemberView, MembershipRow, UserClubRow } from './clubs.repository.ts';

/** What the answer says of the viewer: their membership (any status), whether they follow, and what they may see. */
export interface ViewerFacts {
  membership: MembershipRow | undefined;
  following: boolean;
  /** Managers, moderators and admins: the pending edit and the reviewer's note. */
  insider: boolean;
  /** The club's managers: the year's confirmation. */
  manager: boolean;
}

export const NO_VIEWER: ViewerFacts = { membership: undefined, following: false, insider: false, manager: false };

/** The pending edit as stored (JSON of the fields it changes), or null when there is none or it cannot be read. */
export function pendingChangesOf(json: string | null): ClubUpdate | null {
  if (!json) return null;
  try {
    const parsed = ClubUpdateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function presentClub(row: ClubView, facts: ViewerFacts): Club {
  const m = facts.membership;
  const role = !m ? null : m.status === 'requested' ? 'requested' : (m.role as Club['role']);
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    categoryName: row.category_name ?? row.category,
    logo: row.logo,
    banner: row.banner,
    contactEmail: row.contact_email,
    website: row.website,
    instagram: row.instagram,
    chatLink: row.chat_link,
    joinPolicy: row.join_policy as JoinPolicy,
    status: row.status as ClubStatus,
    memberCount: row.member_count,
    followerCount: row.follower_count,
    createdAt: row.created_at,
    nextEvent: row.next_event_id ? { _id: row.next_event_id, title: row.next_event_title ?? '', eventStartDate: row.next_event_start } : null,
    role,
    title: m && m.status === 'active' ? m.title : null,
    following: facts.following,
    ...(facts.insider
      ? { pendingChanges: pendingChangesOf(row.pending_changes), reviewNote: row.review_note, autoApproveEvents: row.auto_approve_events === 1 }
      : {}),
    ...(facts.manager ? { confirmBy: row.confirm_by, confirmed: m?.confirmed_at != null } : {}),
  };
}

export function presentMember(row: MemberView, insider: boolean): ClubMember {
  return {
    userId: row.user_id,
    name: row.name,
    avatar: row.avatar,
    role: row.role as ClubMember['role'],
    title: row.title,
    status: row.status === 'requested' ? 'requested' : 'active',
    joinedAt: row.joined_at,
    ...(insider && (row.role === 'owner' || row.role === 'officer') ? { confirmed: row.confirmed_at !== null } : {}),
  };
}

export function presentUserClub(row: UserClubRow): ProfileClub {
  return {
    slug: row.slug,
    name: row.club_name,
    logo: row.logo,
    category: row.category,
    categoryName: row.category_name ?? row.category,
    clubStatus: row.club_status as ClubStatus,
    role: row.role as ProfileClub['role'],
    title: row.title,
    status: row.status === 'requested' ? 'requested' : 'active',
  };
}
