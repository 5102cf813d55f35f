import { createContext } from 'react';
import type { PostType } from '../../../../shared/schemas/posts.ts';

/** The posts others published since the feeds were loaded: id and type, in the order they arrived. */
export type NewPosts = ReadonlyMap<string, PostType>;

const NONE: NewPosts = new Map();

/**
 * The live stream's new posts, held back from the feeds so that nothing jumps while someone reads: a feed shows
 * "N new posts" for those of its types it does not list yet, and loads them when asked.
 */
export class NewPostsStore {
  private posts: NewPosts = NONE;
  /** Posts this tab published itself: the form already refreshed the feeds. */
  private readonly own = new Set<string>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): NewPosts => this.posts;

  add(id: string, type: PostType): void {
    if (this.own.has(id) || this.posts.has(id)) return;
    this.set(new Map(this.posts).set(id, type));
  }

  /** The post is this tab's own: it never counts as new, even when the stream tells of it first. */
  markOwn(id: string): void {
    this.own.add(id);
    this.forget([id]);
  }

  forget(ids: Iterable<string>): void {
    const next = new Map(this.posts);
    for (const id of ids) next.delete(id);
    if (next.size !== this.posts.size) this.set(next);
  }

  /** Another viewer (sign-in, sign-out): nothing is new to them yet. */
  clear(): void {
    this.own.clear();
    if (this.posts.size > 0) this.set(NONE);
  }

  private set(next: NewPosts): void {
    this.posts = next;
    for (const listener of this.listeners) listener();
  }
}

/** The store the app's live stream fills; without it (tests, no stream) feeds show no new posts. */
export const NewPostsContext = createContext<NewPostsStore | null>(null);
