import { chooseSearchPaths, feedQuery, type FeedFilter, type FeedVisibility } from '../feed.repository.ts';
import type { Db, SearchIndex } from './search-index.ts';

/*
 * How many posts match a search, as the feed would list them (decision 076): the feed's own page query, on the
 * path the feed would choose, cut at `max` rows and counted. So a count is bounded as a page is, and means
 * exactly what the feed shows.
 */

/** The posts `filter` finds for `visibility`, counted up to `max`. */
export async function countMatches(db: Db, search: SearchIndex, visibility: FeedVisibility, filter: FeedFilter, max: number): Promise<number> {
  const paths = await chooseSearchPaths(db, search, visibility, filter, max);
  const page = feedQuery(db, search, visibility, filter, max, paths);
  const row = await db
    .selectFrom(page.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
