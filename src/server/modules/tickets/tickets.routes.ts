import type { FastifyInstance } from 'fastify';
import { MyTicketsSchema, TicketKeySchema } from '../../../shared/schemas/door.ts';
import { signedIn } from '../../lib/policy.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './tickets.service.ts';

export async function ticketsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['tickets'];

  r.get('/api/users/me/tickets', {
    config: { access: 'user', freshness: 'never' },
    schema: { tags, summary: "The caller's tickets, each with its QR code's signed token (none for a void one)", response: { 200: MyTicketsSchema } },
    handler: async (request) => {
      return { tickets: await service.myTickets(ctx, signedIn(request.viewer)) };
    },
  });

  r.get('/api/tickets/key', {
    config: { access: 'public' },
    schema: { tags, summary: "The public key every ticket's signature is verified with (Ed25519, raw, base64url)", response: { 200: TicketKeySchema } },
    handler: async () => service.publicTicketKey(ctx),
  });
}
