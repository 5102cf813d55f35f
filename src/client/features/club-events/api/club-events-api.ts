import type { z } from 'zod';
import type { EventClub, ProfileClub } from '../../../../shared/schemas/clubs.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

export type ClubEventTime = 'upcoming' | 'past';

/** GET /api/clubs/{slug}/events?when=: the club's approved events, hosted or co-hosted. */
export const fetchClubEvents = (slug: string, when: ClubEventTime, signal?: AbortSignal): Promise<Post[]> =>
  apiRequest(`/clubs/${enc(slug)}/events?when=${when}`, { schema: schemas.PostListSchema, signal });

const eventClubsSchema = (): Promise<z.ZodType<EventClub[]>> =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/club-events.ts')]).then(([, m]) => m.EventClubListSchema);
const myClubsSchema = (): Promise<z.ZodType<ProfileClub[]>> =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('zod'), import('../../../../shared/schemas/clubs.ts')]).then(([, { z: zod }, m]) =>
    zod.union([m.ProfileClubListSchema, zod.object({ clubs: m.ProfileClubListSchema }).transform((v) => v.clubs)]),
  );

/** GET /api/events/{id}/clubs: its host club and co-host clubs (invited ones for those who manage it). */
export const fetchEventClubs = (eventId: string, signal?: AbortSignal): Promise<EventClub[]> =>
  apiRequest(`/events/${enc(eventId)}/clubs`, { schema: eventClubsSchema, signal });

export const inviteClub = (eventId: string, slug: string): Promise<EventClub[]> =>
  apiRequest(`/events/${enc(eventId)}/clubs`, { method: 'POST', body: { slug }, schema: eventClubsSchema });

export const acceptCohosting = (eventId: string, slug: string): Promise<EventClub[]> =>
  apiRequest(`/events/${enc(eventId)}/clubs/${enc(slug)}`, { method: 'PUT', schema: eventClubsSchema });

export const removeClub = (eventId: string, slug: string): Promise<EventClub[]> =>
  apiRequest(`/events/${enc(eventId)}/clubs/${enc(slug)}`, { method: 'DELETE', schema: eventClubsSchema });

/** The addresses of the approved clubs the viewer is an owner or officer of. */
export async function fetchManagedClubSlugs(signal?: AbortSignal): Promise<string[]> {
  const clubs = await apiRequest('/users/me/clubs', { schema: myClubsSchema, signal });
  return clubs.filter((c) => c.status === 'active' && c.clubStatus === 'approved' && (c.role === 'owner' || c.role === 'officer')).map((c) => c.slug);
}

/** Whether the viewer hosts the event (its author, an admin, or a manager of its host club): GET /api/events/{id}/hosts. */
export async function fetchHostsEvent(eventId: string, signal?: AbortSignal): Promise<boolean> {
  const hosts = await apiRequest<{ viewerRole?: string }>(`/events/${enc(eventId)}/hosts`, { signal });
  return hosts.viewerRole === 'host' || hosts.viewerRole === 'admin';
}
