import type { PostsTable } from './schema.ts';

/*
 * A post's rows as the modules read them: the posts module writes and reads one post, the feed reads pages of
 * them, and the feed's kept pages (cache/feed-pages.ts) hold them. Types only.
 */

/** A post's row as stored. */
export type PostRow = PostsTable;

/** A post with its author's current name, avatar and admin flag, joined at read time. */
export type PostWithAuthor = PostRow & { author_name: string; author_avatar: string | null; author_is_admin: number };
