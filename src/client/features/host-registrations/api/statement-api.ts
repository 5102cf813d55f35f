import type { z } from 'zod';
import type { AssignedReceipt, Receipt, ReceiptList, StatementColumns, StatementImport } from '../../../../shared/schemas/payments.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/upload.ts';

const enc = encodeURIComponent;

/** A schema of the statement's answers, loaded with zod (configured first) when a call starts (decision 014). */
const payments = () => Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/payments.ts')]).then(([, m]) => m);
const schemaOf =
  <T>(pick: (m: Awaited<ReturnType<typeof payments>>) => z.ZodType<T>) =>
  () =>
    payments().then(pick);

/** The server could not tell the statement's columns: its message, and the header's names to choose from. */
export class ColumnsNeeded extends Error {
  constructor(
    message: string,
    readonly headers: string[],
  ) {
    super(message);
  }
}

/**
 * POST /api/events/{id}/payments/statement, with the upload's progress (0..1). A 422 that names the header's columns
 * is thrown as ColumnsNeeded; any other failure as the API client's errors.
 */
export async function importStatement(
  eventId: string,
  csv: string,
  columns: StatementColumns | undefined,
  onProgress?: (fraction: number) => void,
): Promise<StatementImport> {
  try {
    return await apiUpload(`/events/${enc(eventId)}/payments/statement`, {
      method: 'POST',
      body: columns ? { csv, columns } : { csv },
      schema: schemaOf((m) => m.StatementImportSchema),
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    const body = error instanceof ApiError && error.status === 422 ? (error.body as { headers?: unknown } | undefined) : undefined;
    if (body && Array.isArray(body.headers)) {
      throw new ColumnsNeeded(error instanceof ApiError ? error.message : '', body.headers.filter((h): h is string => typeof h === 'string'));
    }
    throw error;
  }
}

/** GET /api/events/{id}/payments/receipts: the statement rows that wait for a person, newest first. */
export const fetchReceipts = (eventId: string, signal?: AbortSignal): Promise<ReceiptList> =>
  apiRequest(`/events/${enc(eventId)}/payments/receipts`, { schema: schemaOf((m) => m.ReceiptListSchema), signal });

/** POST .../receipts/{receiptId}/assign: the host settles a waiting row against a registration, in one tap. */
export const assignReceipt = (eventId: string, receiptId: string, registrationId: string): Promise<AssignedReceipt> =>
  apiRequest(`/events/${enc(eventId)}/payments/receipts/${enc(receiptId)}/assign`, {
    method: 'POST',
    body: { registrationId },
    schema: schemaOf((m) => m.AssignedReceiptSchema),
  });

/** POST .../receipts/{receiptId}/settle: the host marks a waiting row settled (the money given back, or not ours). */
export const settleReceipt = (eventId: string, receiptId: string): Promise<Receipt> =>
  apiRequest(`/events/${enc(eventId)}/payments/receipts/${enc(receiptId)}/settle`, { method: 'POST', schema: schemaOf((m) => m.ReceiptSchema) });
