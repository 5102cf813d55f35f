import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '../../../../shared/schemas/posts.ts';

type PostPatch = (post: Post) => Post;

const isPost = (value: unknown): value is Post =>
  typeof value === 'object' && value !== null && '_id' in value && 'likes' in value && 'commentCount' in value;

/** Applies `patch` to the post `id` wherever it sits in one cached value (a post, a list, or feed pages). */
function patchValue(value: unknown, id: string, patch: PostPatch): unknown {
  if (isPost(value)) return value._id === id ? patch(value) : value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const patched = patchValue(item, id, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (typeof value === 'object' && value !== null) {
    if ('pages' in value && Array.isArray(value.pages)) {
      const pages = patchValue(value.pages, id, patch);
      return pages === value.pages ? value : { ...value, pages };
    }
    if ('posts' in value && Array.isArray(value.posts)) {
      const posts = patchValue(value.posts, id, patch);
      return posts === value.posts ? value : { ...value, posts };
    }
  }
  return value;
}

/** Updates the post `id` in the cache of every 'posts' query that holds it. */
export function patchPostInCaches(queryClient: QueryClient, id: string, patch: PostPatch): void {
  queryClient.setQueriesData({ queryKey: ['posts'] }, (data: unknown) => patchValue(data, id, patch));
}

/** The post `id` taken out of one cached list (a list, or feed pages); a single post's value is left alone. */
function withoutPost(value: unknown, id: string): unknown {
  if (Array.isArray(value)) {
    const kept = value.filter((item: unknown) => !(isPost(item) && item._id === id));
    return kept.length === value.length ? value : kept;
  }
  if (typeof value === 'object' && value !== null) {
    if ('pages' in value && Array.isArray(value.pages)) {
      let changed = false;
      const pages = value.pages.map((page: unknown) => {
        const next = withoutPost(page, id);
        if (next !== page) changed = true;
        return next;
      });
      return changed ? { ...value, pages } : value;
    }
    if ('posts' in value && Array.isArray(value.posts)) {
      const posts = withoutPost(value.posts, id);
      return posts === value.posts ? value : { ...value, posts };
    }
  }
  return value;
}

/** A feed of one author's posts (the profile), which shows them their own pending and hidden posts. */
export const isAuthorFeed = (key: readonly unknown[]): boolean => {
  const filter = key[2];
  return key[1] === 'feed' && typeof filter === 'object' && filter !== null && 'author' in filter && filter.author !== null;
};

/** Takes the post `id` out of every cached list of posts, except those `keep` names. */
export function removePostFromCaches(queryClient: QueryClient, id: string, keep: (key: readonly unknown[]) => boolean = () => false): void {
  queryClient.setQueriesData({ queryKey: ['posts'], predicate: (query) => !keep(query.queryKey) }, (data: unknown) =>
    withoutPost(data, id),
  );
}

/** Whether any cached posts query holds the post `id`, and which ones. */
export function queriesHoldingPost(queryClient: QueryClient, id: string): Array<readonly unknown[]> {
  const holding: Array<readonly unknown[]> = [];
  for (const [key, data] of queryClient.getQueriesData({ queryKey: ['posts'] })) {
    let found = false;
    patchValue(data, id, (post) => {
      found = true;
      return post;
    });
    if (found) holding.push(key);
  }
  return holding;
}

/** The ids of the posts in one cached value, the last feed page's first (the one read most recently). */
function postIdsIn(value: unknown, into: string[]): void {
  if (isPost(value)) {
    into.push(value._id);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) postIdsIn(item, into);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    if ('pages' in value && Array.isArray(value.pages)) for (const page of [...(value.pages as unknown[])].reverse()) postIdsIn(page, into);
    else if ('posts' in value && Array.isArray(value.posts)) postIdsIn(value.posts, into);
  }
}

/**
 * The posts on screen: those of every posts query a component is showing now (single posts and short lists
 * first, then feeds, their latest pages first), at most `max`. The live stream follows their counts.
 */
export function shownPostIds(queryClient: QueryClient, max: number): string[] {
  const short: string[] = [];
  const feeds: string[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['posts'], type: 'active' })) {
    const data = query.state.data;
    postIdsIn(data, typeof data === 'object' && data !== null && 'pages' in data ? feeds : short);
  }
  return [...new Set([...short, ...feeds])].slice(0, max);
}
