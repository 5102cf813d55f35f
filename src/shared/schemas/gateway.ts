/** Paying through Razorpay (decision 074): the payment link's answer. */
import { z } from 'zod';

/** POST /api/registrations/:id/payment-link: Razorpay's page where the student pays what is left. */
export const PaymentLinkSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** What the webhook answers Razorpay: taken (or ignored), either way nothing more to send. */
export const WebhookAnswerSchema = z.object({ ok: z.literal(true) });
