/**
 * Search everywhere (decision 076): GET /api/search finds the posts a viewer may see across every type, a page at
 * a time as the feed pages, with how many match in each type.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { POST_TYPES, type PostType } from '../vocabulary.ts';
import { FeedQuerySchema, PostSchema } from './posts.ts';

/** Each type's matches are counted up to this; a count above it reads "100+". */
export const SEARCH_COUNT_MAX = 100;

/**
 * `q` is required (1 to 100 characters once trimmed); `type` narrows the page to one type or a comma-separated
 * list (the counts still cover every type); `limit` and `cursor` as the feed's.
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(1, { error: 'Type something to search for.' })
    .max(LIMITS.searchMax, { error: 'The search can be at most 100 characters.' }),
  type: FeedQuerySchema.shape.type,
  limit: FeedQuerySchema.shape.limit,
  cursor: FeedQuerySchema.shape.cursor,
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** How many posts of each type match: at most SEARCH_COUNT_MAX + 1, which means more than SEARCH_COUNT_MAX. */
export const SearchCountsSchema = z.object(
  Object.fromEntries(POST_TYPES.map((type) => [type, z.number().int().min(0)])) as Record<PostType, z.ZodNumber>,
);
export type SearchCounts = z.infer<typeof SearchCountsSchema>;

/** A page of results, newest first; the next page is announced in a Link header (rel="next"), as the feed's. */
export const SearchResultsSchema = z.object({
  counts: SearchCountsSchema,
  posts: z.array(PostSchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
