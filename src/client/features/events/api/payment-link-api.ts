import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { MESSAGES } from '../../../../shared/messages.ts';

/** POST /api/registrations/{id}/payment-link: the payment gateway's page for this seat, where the student pays. */
export async function openPaymentLink(registrationId: string): Promise<string> {
  const answer = await apiRequest<unknown>(`/registrations/${encodeURIComponent(registrationId)}/payment-link`, { method: 'POST', body: {} });
  const url = typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new ApiError(500, MESSAGES.unknownError);
  return url;
}
