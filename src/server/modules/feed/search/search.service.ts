import { POST_TYPES } from '../../../../shared/schemas/posts.ts';
import { SEARCH_COUNT_MAX, type SearchCounts, type SearchQuery } from '../../../../shared/schemas/search.ts';
import type { AppContext, Viewer } from '../../../context.ts';
import { hiddenAuthorsFor } from '../../blocks/blocks.service.ts';
import { feedVisibility } from '../feed.policy.ts';
import { listFeed } from '../feed.service.ts';
import { countMatches } from './search-counts.repository.ts';
import type { SearchIndex } from './search-index.ts';

/*
 * Search everywhere (decision 076): a page of the feed for the term, across every type (or the types asked), and
 * how many posts of each type match. Both read with the feed's visibility: approved posts that are not hidden,
 * the viewer's own pending posts, every post for an admin, never the posts of someone the viewer blocked.
 */

/** A page of results as it is sent: its JSON and the cursor of the next page. */
export interface SearchPage {
  body: Buffer;
  next: string | null;
}

export async function searchEverywhere(ctx: AppContext, search: SearchIndex, viewer: Viewer | null, query: SearchQuery): Promise<SearchPage> {
  const page = await listFeed(ctx, search, viewer, { q: query.q, type: query.type, limit: query.limit, cursor: query.cursor, tz: 'UTC' });
  const counts = await countByType(ctx, search, viewer, query.q);
  // The feed's page is already JSON (checked by its presenters): the counts are set beside it, not parsed again.
  const body = Buffer.concat([Buffer.from(`{"counts":${JSON.stringify(counts)},"posts":`), page.body, Buffer.from('}')]);
  return { body, next: page.next };
}

/** Each type's matches for `q`, up to SEARCH_COUNT_MAX + 1 (more than SEARCH_COUNT_MAX). */
export async function countByType(ctx: AppContext, search: SearchIndex, viewer: Viewer | null, q: string): Promise<SearchCounts> {
  const visibility = feedVisibility(viewer);
  const hidden = await hiddenAuthorsFor(ctx.db, viewer);
  const exceptAuthors = hidden ? [...hidden] : undefined;
  const counts = await Promise.all(
    POST_TYPES.map((type) => countMatches(ctx.db, search, visibility, { types: [type], q, exceptAuthors }, SEARCH_COUNT_MAX + 1)),
  );
  return Object.fromEntries(POST_TYPES.map((type, i) => [type, counts[i] ?? 0])) as SearchCounts;
}
