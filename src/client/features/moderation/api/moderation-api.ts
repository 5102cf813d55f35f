import type { AuditEntry, ReportedPost, RevealedAuthor } from '../../../../shared/schemas/admin.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ApiPage, fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

export const fetchPendingEvents = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/pending-events', { schema: schemas.PostListSchema, signal });

/** Approve and reject name the version the admin reviewed: an event changed since answers 409. */
export const approveEvent = (id: string, version: number): Promise<Post> =>
  apiRequest(`/posts/approve-event/${enc(id)}?version=${version}`, { method: 'PUT', schema: schemas.PostSchema });

export const rejectEvent = (id: string, version: number): Promise<unknown> =>
  apiRequest(`/posts/reject-event/${enc(id)}?version=${version}`, { method: 'DELETE', schema: schemas.OkSchema });

export const fetchReportedPosts = (signal?: AbortSignal): Promise<ReportedPost[]> =>
  apiRequest('/users/admin/reported-posts', { schema: schemas.ReportedPostListSchema, signal });

/** Deletes a reported post; `reason` (optional) is shown to its author in the email that tells them. */
export const deleteReportedPost = (id: string, reason: string | null = null): Promise<unknown> =>
  apiRequest(`/users/admin/delete-post/${enc(id)}`, { method: 'DELETE', ...(reason ? { body: { reason } } : {}), schema: schemas.OkSchema });

/** Dismisses a post's open reports; `note` (optional) is shown to the reporters (decision 044). */
export const dismissReports = (id: string, note: string | null = null): Promise<unknown> =>
  apiRequest(`/users/admin/dismiss-reports/${enc(id)}`, { method: 'PUT', ...(note ? { body: { note } } : {}), schema: schemas.OkSchema });

export const AUDIT_PATH = '/admin/audit-log';

export const fetchAuditPage = (path: string, signal?: AbortSignal): Promise<ApiPage<AuditEntry>> =>
  fetchApiPage(path, schemas.AuditEntryListSchema, signal);

/** Anonymous Consights: who wrote a reported anonymous post; the reason is written to the audit log. */
export const revealAuthor = (id: string, reason: string): Promise<RevealedAuthor> =>
  apiRequest(`/admin/posts/${enc(id)}/reveal-author`, { method: 'POST', body: { reason }, schema: schemas.RevealedAuthorSchema });
