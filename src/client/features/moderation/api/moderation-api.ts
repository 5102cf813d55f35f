import type { AuditEntry, ReportedPost } from '../../../../shared/schemas/admin.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ApiPage, fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

export const fetchPendingEvents = (signal?: AbortSignal): Promise<Post[]> =>
  apiRequest('/posts/pending-events', { schema: schemas.PostListSchema, signal });

export const approveEvent = (id: string): Promise<Post> =>
  apiRequest(`/posts/approve-event/${enc(id)}`, { method: 'PUT', schema: schemas.PostSchema });

export const rejectEvent = (id: string): Promise<unknown> =>
  apiRequest(`/posts/reject-event/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });

export const fetchReportedPosts = (signal?: AbortSignal): Promise<ReportedPost[]> =>
  apiRequest('/users/admin/reported-posts', { schema: schemas.ReportedPostListSchema, signal });

export const deleteReportedPost = (id: string): Promise<unknown> =>
  apiRequest(`/users/admin/delete-post/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });

export const dismissReports = (id: string): Promise<unknown> =>
  apiRequest(`/users/admin/dismiss-reports/${enc(id)}`, { method: 'PUT', schema: schemas.OkSchema });

export const AUDIT_PATH = '/admin/audit-log';

export const fetchAuditPage = (path: string, signal?: AbortSignal): Promise<ApiPage<AuditEntry>> =>
  fetchApiPage(path, schemas.AuditEntryListSchema, signal);
