import type { DeleteAccountInput, DeletionPreview } from '../../../../shared/schemas/account-deletion.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/*
 * Deleting your account (decision 048).
 */

/** GET /api/users/me/deletion: what deleting the account would remove, keep and cancel. */
export const fetchDeletionPreview = (signal?: AbortSignal): Promise<DeletionPreview> =>
  apiRequest('/users/me/deletion', { schema: schemas.DeletionPreviewSchema, signal });

/** POST /api/users/me/delete: deletes the account; every session of it ends. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('/users/me/delete', { method: 'POST', body: input });
}
