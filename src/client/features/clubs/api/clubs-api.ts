/** The clubs' calls (decision 081): the server is the authority on status, counts and the viewer's role. */
import type { ClubInput, ClubUpdate } from '../../../../shared/schemas/clubs.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchApiPage, type ApiPage } from '../../../lib/paged.ts';
import { apiUpload } from '../../../lib/upload.ts';
import { clubSchemas } from './club-schemas.ts';
import type { AdminClubQueue, Club, ClubCategory, ClubMember, ProfileClub } from './club-wire.ts';

const slugPath = (slug: string) => `/clubs/${encodeURIComponent(slug)}`;

export interface DirectoryQuery {
  category: string;
  q: string;
}

/** The first page of the directory: `/clubs?category=&q=` (the API's path, under /api). */
export function clubsPath({ category, q }: DirectoryQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return `/clubs${query ? `?${query}` : ''}`;
}

/** GET a page of the directory (its first page's path, or the `next` of an earlier one). */
export const fetchClubPage = (path: string, signal?: AbortSignal): Promise<ApiPage<Club>> => fetchApiPage(path, clubSchemas.clubList, signal);

export const fetchCategories = (signal?: AbortSignal): Promise<ClubCategory[]> =>
  apiRequest('/club-categories', { schema: clubSchemas.categories, signal });

export const fetchClub = (slug: string, signal?: AbortSignal): Promise<Club> =>
  apiRequest(slugPath(slug), { schema: clubSchemas.club, signal });

export const fetchMyClubs = (signal?: AbortSignal): Promise<ProfileClub[]> =>
  apiRequest('/users/me/clubs', { schema: clubSchemas.profileClubs, signal });

/** POST /api/clubs: asks for a club; its pictures go up with the request, reporting progress (0..1). */
export const createClub = (input: ClubInput, onProgress?: (fraction: number) => void): Promise<Club> =>
  apiUpload('/clubs', { method: 'POST', body: input, schema: clubSchemas.club, ...(onProgress ? { onProgress } : {}) });

/** PUT /api/clubs/{slug}: an approved club's edit waits for approval; the answer says so. */
export const updateClub = (slug: string, input: ClubUpdate, onProgress?: (fraction: number) => void): Promise<Club> =>
  apiUpload(slugPath(slug), { method: 'PUT', body: input, schema: clubSchemas.club, ...(onProgress ? { onProgress } : {}) });

export async function joinClub(slug: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/join`, { method: 'POST' });
}

export async function leaveClub(slug: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/leave`, { method: 'POST' });
}

export async function setFollowing(slug: string, following: boolean): Promise<void> {
  await apiRequest(`${slugPath(slug)}/follow`, { method: following ? 'PUT' : 'DELETE' });
}

export const fetchMembers = (slug: string, signal?: AbortSignal): Promise<ClubMember[]> =>
  apiRequest(`${slugPath(slug)}/members`, { schema: clubSchemas.members, signal });

export interface MemberChange {
  role?: ClubMember['role'];
  title?: string | null;
  approve?: boolean;
}

export async function updateMember(slug: string, userId: string, change: MemberChange): Promise<void> {
  await apiRequest(`${slugPath(slug)}/members/${encodeURIComponent(userId)}`, { method: 'PUT', body: change });
}

export async function removeMember(slug: string, userId: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** A graduating member marks themself alumni: kept in the list, with no rights. */
export async function markAlumni(slug: string, userId: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/members/${encodeURIComponent(userId)}/alumni`, { method: 'PUT' });
}

export async function inviteByEmail(slug: string, email: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/invites`, { method: 'POST', body: { email } });
}

export async function acceptInvite(token: string): Promise<void> {
  await apiRequest(`/club-invites/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

export async function handOver(slug: string, userId: string): Promise<void> {
  await apiRequest(`${slugPath(slug)}/handover`, { method: 'POST', body: { userId } });
}

export const fetchAdminQueue = (signal?: AbortSignal): Promise<AdminClubQueue> =>
  apiRequest('/admin/clubs', { schema: clubSchemas.adminQueue, signal });

export async function approveClub(slug: string): Promise<void> {
  await apiRequest(`/admin/clubs/${encodeURIComponent(slug)}/approve`, { method: 'PUT' });
}

export async function rejectClub(slug: string, reason: string): Promise<void> {
  await apiRequest(`/admin/clubs/${encodeURIComponent(slug)}/reject`, {
    method: 'DELETE',
    body: reason.trim() ? { reason: reason.trim() } : {},
  });
}

export interface AdminClubChange {
  status?: 'approved' | 'inactive';
  autoApproveEvents?: boolean;
}

export async function adminUpdateClub(slug: string, change: AdminClubChange): Promise<void> {
  await apiRequest(`/admin/clubs/${encodeURIComponent(slug)}`, { method: 'PUT', body: change });
}
