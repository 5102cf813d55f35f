import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import { PaymentLinkSchema, WebhookAnswerSchema } from '../../../shared/schemas/gateway.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { GatewayError } from './razorpay-gateway.ts';
import { takeWebhook, WEBHOOK_BODY_MAX_BYTES } from './razorpay-webhook.ts';
import * as service from './razorpay.service.ts';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Paying through Razorpay (decision 074): the registrant's payment link, and Razorpay's webhook. Both answer 404 where
 * the campus has not set Razorpay up.
 */
export async function razorpayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['payments'];

  r.post('/api/registrations/:id/payment-link', {
    config: { access: 'user', rateLimit: perUserLimit('registrationChanges') },
    schema: {
      tags,
      summary: "The registrant's Razorpay page for what the seat still costs: made on the first ask, offered again while valid",
      params: IdParamsSchema,
      response: { 200: PaymentLinkSchema },
    },
    handler: async (request) => {
      try {
        return await service.paymentLink(ctx, signedIn(request.viewer), request.params.id);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        request.log.warn({ reason: error.reason }, 'razorpay: payment link not made');
        throw service.unreachable();
      }
    },
  });

  await app.register(async (scope) => {
    const w = scope.withTypeProvider<ZodTypeProvider>();
    // The signature is over the body's bytes as sent: this route's JSON is kept raw, and read only once it is checked.
    // No session and no cookie: Quad's API is authorised by bearer tokens only, so there is no CSRF token to spare
    // this route from; the signature is its authority.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX_BYTES }, (_request, body, done) => done(null, body));

    w.post('/api/payments/razorpay/webhook', {
      config: { access: 'public', freshness: 'never' },
      bodyLimit: WEBHOOK_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: "Razorpay's webhook: a paid payment link confirms its seat, once; signed with the webhook secret",
        response: { 200: WebhookAnswerSchema },
      },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await takeWebhook(ctx, raw, header(request.headers['x-razorpay-signature']), header(request.headers['x-razorpay-event-id']));
        if (outcome !== 'confirmed' && outcome !== 'ignored') request.log.info({ outcome }, 'razorpay webhook: nothing confirmed');
        return { ok: true as const };
      },
    });
  });
}
