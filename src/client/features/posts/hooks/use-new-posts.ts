import { useContext, useSyncExternalStore } from 'react';
import type { PostType } from '../../../../shared/schemas/posts.ts';
import { NewPostsContext } from '../lib/new-posts.ts';
import type { NewPosts } from '../lib/new-posts.ts';

const NONE: NewPosts = new Map();
const noSubscription = () => () => undefined;

/** The new posts of `types` that the feed does not show yet (none while `enabled` is false). */
export function useNewPosts(types: readonly PostType[], shown: readonly string[], enabled: boolean) {
  const store = useContext(NewPostsContext);
  const posts = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? (() => NONE));
  if (!store || !enabled) return { ids: [], forget: () => undefined };
  const listed = new Set(shown);
  const ids = [...posts].filter(([id, type]) => types.includes(type) && !listed.has(id)).map(([id]) => id);
  return { ids, forget: () => store.forget(ids) };
}
