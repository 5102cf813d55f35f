import type { FastifyInstance } from 'fastify';
import { SearchQuerySchema, SearchResultsSchema } from '../../../../shared/schemas/search.ts';
import { nextLink } from '../../../lib/paging.ts';
import type { ZodTypeProvider } from '../../../plugins/zod.ts';
import { searchIndexFor } from './choose-search-index.ts';
import { searchEverywhere } from './search.service.ts';

/** GET /api/search: the header search, across every type (decision 076). The index is chosen once, as the feed's. */
export function searchRoutes(databaseKind: 'sqlite' | 'postgres') {
  const search = searchIndexFor(databaseKind);
  return async function searchRoutesPlugin(app: FastifyInstance): Promise<void> {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;

    r.get('/api/search', {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['posts'],
        summary:
          'Posts that match a search across every type (or the types asked), newest first, with how many match in each type; the next page is announced in a Link header (rel="next")',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema },
      },
      handler: async (request, reply) => {
        const page = await searchEverywhere(ctx, search, request.viewer, request.query);
        if (page.next) reply.header('link', nextLink(request.url, page.next));
        // Already JSON: the feed's page, checked by its presenters, and the counts beside it (search.service.ts).
        return reply.type('application/json; charset=utf-8').send(page.body as never);
      },
    });
  };
}
