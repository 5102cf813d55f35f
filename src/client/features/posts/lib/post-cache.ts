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
