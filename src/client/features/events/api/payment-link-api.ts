import type { PaymentLink } from '../../../../shared/schemas/gateway.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with zod (configured first, as lib/schemas.ts loads every schema) when a call starts. */
const paymentLinkSchema = () =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/gateway.ts')]).then(([, m]) => m.PaymentLinkSchema);

/**
 * POST /api/registrations/{id}/payment-link (decision 074): Razorpay's page where the student pays what their seat
 * still costs, made by the server on the first ask and offered again while it is valid. Rejects with the server's
 * {message} (not paid through Razorpay, nothing owed, Razorpay unreachable).
 */
export async function openPaymentLink(registrationId: string): Promise<string> {
  const answer: PaymentLink = await apiRequest(`/registrations/${encodeURIComponent(registrationId)}/payment-link`, {
    method: 'POST',
    body: {},
    schema: paymentLinkSchema,
  });
  return answer.url;
}
