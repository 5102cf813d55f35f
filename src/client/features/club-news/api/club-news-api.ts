import type { AnnouncementPosted, ClubAnnouncement, ClubYear, ClubYearProgress } from '../../../../shared/schemas/club-news.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/upload.ts';

const enc = encodeURIComponent;
/** The schemas load on demand, with zod configured first (as lib/schemas.ts does for the shared ones). */
const loaded = () => Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/club-news.ts')]).then(([, m]) => m);
const schema = {
  list: () => loaded().then((m) => m.ClubAnnouncementListSchema),
  posted: () => loaded().then((m) => m.AnnouncementPostedSchema),
  one: () => loaded().then((m) => m.ClubAnnouncementSchema),
  year: () => loaded().then((m) => m.ClubYearSchema),
  progress: () => loaded().then((m) => m.ClubYearProgressSchema),
};

export interface AnnouncementDraft {
  title: string;
  content: string;
  image?: string | null;
}

export const fetchClubAnnouncements = (slug: string, signal?: AbortSignal): Promise<ClubAnnouncement[]> =>
  apiRequest(`/clubs/${enc(slug)}/announcements`, { schema: schema.list, signal });

export const postClubAnnouncement = (slug: string, draft: AnnouncementDraft, onProgress?: (fraction: number) => void): Promise<AnnouncementPosted> =>
  apiUpload(`/clubs/${enc(slug)}/announcements`, { method: 'POST', body: draft, schema: schema.posted, onProgress });

export const fetchHeldAnnouncements = (signal?: AbortSignal): Promise<ClubAnnouncement[]> =>
  apiRequest('/moderation/club-announcements', { schema: schema.list, signal });

export const releaseAnnouncement = (id: string): Promise<ClubAnnouncement> =>
  apiRequest(`/moderation/club-announcements/${enc(id)}/release`, { method: 'PUT', schema: schema.one });

export const rejectAnnouncement = (id: string, reason?: string): Promise<ClubAnnouncement> =>
  apiRequest(`/moderation/club-announcements/${enc(id)}`, { method: 'DELETE', body: reason ? { reason } : {}, schema: schema.one });

export const confirmOfficer = (slug: string): Promise<unknown> => apiRequest(`/clubs/${enc(slug)}/confirm`, { method: 'POST' });

export const fetchClubYear = (signal?: AbortSignal): Promise<ClubYearProgress> =>
  apiRequest('/admin/club-years/current', { schema: schema.progress, signal });

export const startClubYear = (startsOn: string): Promise<ClubYear> =>
  apiRequest('/admin/club-years', { method: 'POST', body: { startsOn }, schema: schema.year });

export const closeClubYear = (): Promise<unknown> => apiRequest('/admin/club-years/close', { method: 'POST' });

export const appointOwner = (slug: string, email: string): Promise<unknown> =>
  apiRequest(`/admin/clubs/${enc(slug)}/owner`, { method: 'PUT', body: { email } });
