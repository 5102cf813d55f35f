import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  AssignedReceiptSchema,
  AssignReceiptInputSchema,
  ReceiptListSchema,
  ReceiptParamsSchema,
  ReceiptSchema,
  STATEMENT_LIMITS,
  StatementColumnsNeededSchema,
  StatementImportInputSchema,
  StatementImportSchema,
} from '../../../shared/schemas/payments.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './payments.service.ts';

/** A bank statement matched to an event's registrations (decision 073), for those who confirm its payments. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['payments'];

  r.post('/api/events/:id/payments/statement', {
    config: { access: 'user', rateLimit: perUserLimit('hostDecisions') },
    bodyLimit: STATEMENT_LIMITS.bodyMaxBytes,
    schema: {
      tags,
      summary:
        "Imports a bank statement's CSV: each credit matched by its payment reference (or the UTR given, for the exact amount) and confirmed, counted as a part, flagged or left for a person; a row imported before changes nothing. 422 with the header's names when its columns cannot be told",
      params: IdParamsSchema,
      body: StatementImportInputSchema,
      response: { 200: StatementImportSchema, 422: StatementColumnsNeededSchema },
    },
    handler: async (request, reply) => {
      const answer = await service.importStatement(ctx, signedIn(request.viewer), request.params.id, request.body);
      if (!answer.ok) return reply.status(422).send({ message: answer.message, headers: answer.headers });
      return answer.result;
    },
  });

  r.get('/api/events/:id/payments/receipts', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: "The event's statement rows that wait for a person: unmatched, or flagged for money to give back; newest first",
      params: IdParamsSchema,
      response: { 200: ReceiptListSchema },
    },
    handler: async (request) => service.openReceipts(ctx, signedIn(request.viewer), request.params.id),
  });

  r.post('/api/events/:id/payments/receipts/:receiptId/assign', {
    config: { access: 'user', rateLimit: perUserLimit('hostDecisions') },
    schema: {
      tags,
      summary: 'Settles a waiting statement row against a registration that awaits payment: confirmed (or a part counted), logged, the row resolved',
      params: ReceiptParamsSchema,
      body: AssignReceiptInputSchema,
      response: { 200: AssignedReceiptSchema },
    },
    handler: async (request) =>
      service.assignReceipt(ctx, signedIn(request.viewer), request.params.id, request.params.receiptId, request.body.registrationId),
  });

  r.post('/api/events/:id/payments/receipts/:receiptId/settle', {
    config: { access: 'user', rateLimit: perUserLimit('hostDecisions') },
    schema: {
      tags,
      summary: 'Marks a waiting statement row settled without confirming a registration (the money was given back, or it was not for this event)',
      params: ReceiptParamsSchema,
      response: { 200: ReceiptSchema },
    },
    handler: async (request) => service.settleReceipt(ctx, signedIn(request.viewer), request.params.id, request.params.receiptId),
  });
}
