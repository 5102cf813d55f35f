import type { FastifyInstance } from 'fastify';
import { DeleteAccountInputSchema, DeletionPreviewSchema } from '../../../shared/schemas/account-deletion.ts';
import { signedIn } from '../../lib/policy.ts';
import { perUserLimit } from '../../lib/write-limits.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import * as service from './account-deletion.service.ts';

/** Deleting your account (decision 048): what it would do, and doing it. */
export async function accountDeletionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['users'];

  r.get('/api/users/me/deletion', {
    config: { access: 'user' },
    schema: { tags, summary: 'What deleting the caller’s account would remove, keep and cancel', response: { 200: DeletionPreviewSchema } },
    handler: async (request) => service.preview(ctx, signedIn(request.viewer)),
  });

  r.post('/api/users/me/delete', {
    config: { access: 'user', rateLimit: perUserLimit('accountDeletion') },
    schema: {
      tags,
      summary: 'Deletes the caller’s account, confirmed by its password (or its email, for a Google account)',
      body: DeleteAccountInputSchema,
    },
    handler: async (request, reply) => {
      await service.deleteAccount(ctx, signedIn(request.viewer), request.body);
      return reply.code(204).send();
    },
  });
}
