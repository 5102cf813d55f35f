import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/limits.ts';
import { IdParamsSchema } from '../../../shared/schemas/common.ts';
import {
  CancelRegistrationInputSchema,
  EventRegistrationParamsSchema,
  HostCancelInputSchema,
  HostRegistrationsQuerySchema,
  HostRegistrationsSchema,
  MyRegistrationsSchema,
  PaymentDecisionInputSchema,
  PaymentReferenceInputSchema,
} from '../../../shared/schemas/door.ts';
import { RegistrationSchema } from '../../../shared/schemas/events.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './registration-states.service.ts';

/** A registration's states (decision 049): the registrant's own registrations and the host's list and decisions. */
export async function registrationStatesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['registrations'];

  r.get('/api/users/me/registrations', {
    config: { access: 'user', freshness: 'never' },
    schema: { tags, summary: "The caller's registrations, newest first, each with its state", response: { 200: MyRegistrationsSchema } },
    handler: async (request) => {
      return { registrations: await service.myRegistrations(ctx, signedIn(request.viewer)) };
    },
  });

  r.post('/api/registrations/:id/cancel', {
    config: { access: 'user', rateLimit: perUserLimit('registrationChanges') },
    schema: {
      tags,
      summary: 'The registrant cancels, leaves the waitlist or declines an offered seat; the seat goes to the next in line',
      params: IdParamsSchema,
      body: CancelRegistrationInputSchema,
      response: { 200: RegistrationSchema },
    },
    handler: async (request) => service.cancelOwn(ctx, signedIn(request.viewer), request.params.id, request.body.reason),
  });

  r.post('/api/registrations/:id/claim', {
    config: { access: 'user', rateLimit: perUserLimit('registrationChanges') },
    schema: { tags, summary: 'The registrant claims the seat a waitlist offer holds for them', params: IdParamsSchema, response: { 200: RegistrationSchema } },
    handler: async (request) => service.claimOffer(ctx, signedIn(request.viewer), request.params.id),
  });

  r.put('/api/registrations/:id/payment', {
    config: { access: 'user', rateLimit: perUserLimit('registrationChanges') },
    bodyLimit: LIMITS.paymentBodyMaxBytes,
    schema: {
      tags,
      summary: 'The registrant gives the payment reference (UPI transaction id or UTR), and optionally a screenshot',
      params: IdParamsSchema,
      body: PaymentReferenceInputSchema,
      response: { 200: RegistrationSchema },
    },
    handler: async (request) => service.sendPaymentReference(ctx, signedIn(request.viewer), request.params.id, request.body),
  });

  r.get('/api/events/:id/registrations', {
    config: { access: 'user', freshness: 'never' },
    schema: {
      tags,
      summary: "The event's registrations in arrival order, with counts by state (its host or an admin)",
      params: IdParamsSchema,
      querystring: HostRegistrationsQuerySchema,
      response: { 200: HostRegistrationsSchema },
    },
    handler: async (request) => {
      return service.hostList(ctx, signedIn(request.viewer), request.params.id, request.query.status ?? null);
    },
  });

  r.post('/api/events/:id/registrations/:registrationId/cancel', {
    config: { access: 'user', rateLimit: perUserLimit('hostDecisions') },
    schema: {
      tags,
      summary: "The host cancels one attendee's registration, saying why",
      params: EventRegistrationParamsSchema,
      body: HostCancelInputSchema,
      response: { 200: RegistrationSchema },
    },
    handler: async (request) =>
      service.hostCancel(ctx, signedIn(request.viewer), request.params.id, request.params.registrationId, request.body.reason),
  });

  r.post('/api/events/:id/registrations/:registrationId/payment', {
    config: { access: 'user', rateLimit: perUserLimit('hostDecisions') },
    schema: {
      tags,
      summary: 'The host marks a held seat paid, or rejects the payment with a reason',
      params: EventRegistrationParamsSchema,
      body: PaymentDecisionInputSchema,
      response: { 200: RegistrationSchema },
    },
    handler: async (request) => service.decidePayment(ctx, signedIn(request.viewer), request.params.id, request.params.registrationId, request.body),
  });
}
