import type { Post, PostType } from '../../../../shared/schemas/posts.ts';
import type { SearchCounts, SearchResults } from '../../../../shared/schemas/search.ts';
import { apiRequestWithHeaders } from '../../../lib/api-client.ts';
import { parseNextLink } from '../../../lib/paged.ts';

/** A page of search results and the API path of the next one (null on the last page). */
export interface SearchPage {
  counts: SearchCounts;
  posts: Post[];
  next: string | null;
}

/** The answer's schema, loaded on demand with zod (decision 014), as lib/schemas.ts loads the others. */
const resultsSchema = () =>
  Promise.all([import('../../../lib/zod-setup.ts'), import('../../../../shared/schemas/search.ts')]).then(([, m]) => m.SearchResultsSchema);

/** The API path of a search's first page: every type, or only `type`. */
export function searchPath(q: string, type: PostType | null): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  return `/search?${params.toString()}`;
}

/** GET /api/search (or the `next` path of an earlier page). */
export async function fetchSearchPage(path: string, signal?: AbortSignal): Promise<SearchPage> {
  const { data, headers } = await apiRequestWithHeaders<SearchResults>(path, { schema: resultsSchema, signal });
  return { counts: data.counts, posts: data.posts, next: parseNextLink(headers.get('link')) };
}
