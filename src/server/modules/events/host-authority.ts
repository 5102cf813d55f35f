/**
 * The one answer to "what may this person do on this event" (decision 071). Every event policy, the live stream
 * and the change records ask it; none decides on its own who hosts.
 *
 * Who someone is on an event:
 * - `host`: the post's author;
 * - `admin`: an admin (does all a host does);
 * - `cohost`: on the event's staff as co-host, by the verified email of their account: edits the event (under the
 *   host's approval rules), manages registrations and payments, exports them, works the door and its door staff;
 *   never deletes the event, removes the host or chooses co-hosts;
 * - `door`: on the staff as door staff, by verified email: checks people in (and undoes a check-in);
 * - `none`: anyone else, who sees the event when posts' own policy shows it, and nothing more.
 *
 * Clubs (decision 081): an active owner or officer of the club that hosts the event is its `host` (the host's
 * powers, one table); of a club that accepted to co-host it, a `cohost`. Members, followers and alumni are nobody.
 */
import { isEventType, type PostType } from '../../../shared/schemas/posts.ts';
import type { Viewer } from '../../context.ts';
import * as posts from '../posts/posts.policy.ts';
import type { PostRow } from '../../database/post-rows.ts';
import type { ClubRoleOnEvent } from './club-hosts.ts';

export const STAFF_ROLES = ['cohost', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type EventRole = 'host' | 'admin' | 'cohost' | 'door' | 'none';

/** Who asks: a viewer, or a live stream's listener (an id and a role). */
export type Asker = Pick<Viewer, 'id' | 'isAdmin'>;
export type EventFacts = Pick<PostRow, 'user_id' | 'type' | 'status' | 'hidden'>;

export interface EventPowers {
  role: EventRole;
  view: boolean;
  edit: boolean;
  manageRegistrations: boolean;
  confirmPayments: boolean;
  export: boolean;
  messageRegistrants: boolean;
  checkIn: boolean;
  /** Read the door's log of check-ins and staff changes. */
  readLog: boolean;
  manageDoorStaff: boolean;
  /** Add or remove co-hosts. */
  manageCohosts: boolean;
  delete: boolean;
}

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/**
 * Who the asker is on the event. `staffRole` is their role on its staff list, already matched by a verified email
 * (event-staff.service.ts); null when they are not listed.
 */
export function roleOn(asker: Asker | null, event: Pick<PostRow, 'user_id'>, staffRole: StaffRole | null, clubRole: ClubRoleOnEvent | null = null): EventRole {
  if (!asker) return 'none';
  if (posts.isOwner(asker, event)) return 'host';
  if (asker.isAdmin) return 'admin';
  if (clubRole === 'host') return 'host';
  if (clubRole === 'cohost' && staffRole !== 'cohost') return 'cohost';
  return staffRole ?? 'none';
}

/** What the asker may do on the event: one table, by role. */
export function eventPowers(asker: Asker | null, event: EventFacts, staffRole: StaffRole | null, clubRole: ClubRoleOnEvent | null = null): EventPowers {
  const role = isEventType(event.type as PostType) ? roleOn(asker, event, staffRole, clubRole) : 'none';
  const hosts = role === 'host' || role === 'admin';
  const manages = hosts || role === 'cohost';
  return {
    role,
    // Staff see the event they work whatever its status (the host chose them); others as posts' policy says.
    view: role !== 'none' || posts.canView(asker, event),
    edit: manages,
    manageRegistrations: manages,
    confirmPayments: manages,
    export: manages,
    messageRegistrants: manages,
    checkIn: manages || role === 'door',
    readLog: manages,
    manageDoorStaff: manages,
    manageCohosts: hosts,
    delete: hosts,
  };
}

/** Whether a listener with this id hears what the event's managers hear (its registrations, its door). */
export const managesById = (listenerId: string, event: { hostId: string; cohostIds?: readonly string[] }): boolean =>
  listenerId === event.hostId || (event.cohostIds ?? []).includes(listenerId);
