import type { AccountSession, BlockedPerson } from '../../../../shared/schemas/account.ts';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/*
 * Your account (decision 047): your sessions, the people you blocked, your data.
 */

const enc = encodeURIComponent;

/** GET /api/auth/sessions: where the account is signed in, most recently used first. */
export const fetchSessions = (signal?: AbortSignal): Promise<AccountSession[]> =>
  apiRequest('/auth/sessions', { schema: schemas.AccountSessionListSchema, signal });

/** DELETE /api/auth/sessions/{id}: signs that session out. */
export async function signOutSession(id: string): Promise<void> {
  await apiRequest(`/auth/sessions/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });
}

/** GET /api/blocks: the people the student blocked. */
export const fetchBlockedPeople = (signal?: AbortSignal): Promise<BlockedPerson[]> =>
  apiRequest('/blocks', { schema: schemas.BlockedPersonListSchema, signal });

/** DELETE /api/blocks/{id}: unblocks someone. */
export async function unblockPerson(id: string): Promise<void> {
  await apiRequest(`/blocks/${enc(id)}`, { method: 'DELETE', schema: schemas.OkSchema });
}

/** GET /api/users/me/export: everything Quad holds about the student, as a JSON file, and its name. */
export async function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  const { blob, headers } = await apiDownload('/users/me/export');
  const named = /filename\s*=\s*"?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1]?.trim();
  return { blob, filename: named || 'quad-data.json' };
}
