import type { CaughtComment, WordFilter, WordFilterTestResult } from '../../../../shared/schemas/word-filters.ts';
import type { WordFilterAction } from '../../../../shared/word-filter.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

/** The word-filter list (decision 046), oldest first. */
export const fetchWordFilters = (signal?: AbortSignal): Promise<WordFilter[]> =>
  apiRequest('/admin/word-filters', { schema: schemas.WordFilterListSchema, signal });

export const addWordFilter = (pattern: string, action: WordFilterAction): Promise<WordFilter> =>
  apiRequest('/admin/word-filters', { method: 'POST', body: { pattern, action }, schema: schemas.WordFilterSchema });

export const removeWordFilter = (id: string): Promise<unknown> =>
  apiRequest(`/admin/word-filters/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });

export const testWordFilters = (text: string): Promise<WordFilterTestResult> =>
  apiRequest('/admin/word-filters/test', { method: 'POST', body: { text }, schema: schemas.WordFilterTestResultSchema });

export const fetchCaughtComments = (signal?: AbortSignal): Promise<CaughtComment[]> =>
  apiRequest('/admin/held-comments', { schema: schemas.CaughtCommentListSchema, signal });

export const approveCaughtComment = (id: string): Promise<unknown> =>
  apiRequest(`/admin/held-comments/${enc(id)}/approve`, { method: 'PUT', schema: schemas.OkSchema });

export const removeCaughtComment = (id: string): Promise<unknown> =>
  apiRequest(`/admin/held-comments/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });
