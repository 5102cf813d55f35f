import type { FailedEmail } from '../../../../shared/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { type ApiPage, fetchApiPage } from '../../../lib/paged.ts';
import { schemas } from '../../../lib/schemas.ts';

/** Emails that failed or wait for another attempt (decision 040), newest first. */
export const FAILED_EMAILS_PATH = '/admin/emails';

export const fetchFailedEmailsPage = (path: string, signal?: AbortSignal): Promise<ApiPage<FailedEmail>> =>
  fetchApiPage(path, schemas.FailedEmailListSchema, signal);

export const retryEmail = (id: string): Promise<unknown> =>
  apiRequest(`/admin/emails/${encodeURIComponent(id)}/retry`, { method: 'POST', schema: schemas.OkSchema });
