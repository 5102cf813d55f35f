import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { feedPath } from '../features/posts/api/posts-api.ts';
import { feedKey } from '../features/posts/hooks/use-feed.ts';
import { newsHighlightsKey, popularKey } from '../features/posts/hooks/use-sidebar-posts.ts';
import { takeFirstRead } from '../lib/first-reads.ts';
import { parseNextLink } from '../lib/paged.ts';
import { publicConfigKey } from '../lib/public-config.ts';
import { storage } from '../lib/storage.ts';
import { HOME_TYPES } from './screens/home-screen.tsx';

/** The lists of Home's first reads other than the feed, by their path and query key. */
const LISTS: readonly [string, QueryKey][] = [
  ['/posts/news-highlights', newsHighlightsKey('')],
  ['/posts/popular', popularKey],
  ['/config', publicConfigKey],
];

/**
 * Home's first answers, held by the page for a visitor (decision 058), put in the query cache before the first
 * render: Home's first render draws the posts themselves instead of skeletons that wait for a second render.
 */
export function seedFirstReads(client: QueryClient): void {
  if (storage.getCurrentUser()) return;
  const home = { types: HOME_TYPES, q: '' };
  const firstPage = feedPath(home);
  const feed = takeFirstRead(firstPage);
  if (feed) {
    const page = { posts: feed.data, next: parseNextLink(feed.headers.get('link')) };
    client.setQueryData(feedKey(home), { pages: [page], pageParams: [firstPage] });
  }
  for (const [path, key] of LISTS) {
    const held = takeFirstRead(path);
    if (held) client.setQueryData(key, held.data);
  }
}
