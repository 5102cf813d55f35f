/**
 * The per-viewer part of a post, declared once. A viewer's marks are what a feed page adds for one student to
 * the page every student shares: which posts they marked (liked, reported, ...) and whether they have a pending
 * post. Everything else derives from the lists below: the `ViewerMarks` type, the repository's reads of them
 * (posts.repository.ts), the tables whose writes drop a viewer's kept marks (`MARK_TABLES`, read by
 * data-version.ts), the presenter's viewer part and its closings, the wire schema's shared part (the post
 * without these fields) and the key of a finished page.
 *
 * Adding a flag to every post a student sees is one line in `POST_MARKS`, plus the field in the wire schema
 * (src/shared/schemas/posts.ts), a change naming the write to its table, and its line in `marksChangedBy`
 * below (docs/architecture.md, "Caching and invalidation contract").
 */
import type { Post } from '../../shared/schemas/posts.ts';
import type { Change } from '../changes/change.ts';
import type { Database } from '../database/schema.ts';

/** The tables a per-post mark may be read from: a viewer's rows in them each name one post. */
export type PostMarkTable = {
  [T in keyof Database]: Database[T] extends { user_id: string; post_id: string } ? T : never;
}[keyof Database];

/** The wire's boolean fields of a post. */
type BooleanField = { [K in keyof Post]: Post[K] extends boolean ? K : never }[keyof Post];

/** One per-post mark: the wire field that says it, and the table where the viewer's rows name the posts marked. */
export interface PostMark {
  readonly field: BooleanField;
  readonly table: PostMarkTable;
}

/**
 * The per-post marks, in their order on the wire. A mark holds for a post when the viewer has a row in its
 * table for that post (`user_id` the viewer, `post_id` the post).
 */
export const POST_MARKS = [
  { field: 'likedByMe', table: 'likes' },
  { field: 'reportedByMe', table: 'reports' },
] as const satisfies readonly PostMark[];

export type PostMarkField = (typeof POST_MARKS)[number]['field'];

/**
 * The one viewer-wide mark: whether the viewer has any post waiting for an admin (then their feed pages read
 * their own pending posts too). Read from posts: a post of theirs with status 'pending'.
 */
export const PENDING_MARK = { name: 'hasPending', table: 'posts' } as const satisfies { name: string; table: keyof Database };

/** A viewer's marks: for each per-post mark the posts it holds for, and whether they have a pending post. */
export interface ViewerMarks {
  on: Record<PostMarkField, Set<string>>;
  hasPending: boolean;
}

/** Marks holding for nothing. */
export function noMarks(): ViewerMarks {
  return { on: Object.fromEntries(POST_MARKS.map((m) => [m.field, new Set<string>()])) as ViewerMarks['on'], hasPending: false };
}

/** The per-post marks of one post, as the wire's fields (all false without marks). */
export function marksOn(marks: ViewerMarks | null, postId: string): Record<PostMarkField, boolean> {
  return Object.fromEntries(POST_MARKS.map((m) => [m.field, marks?.on[m.field].has(postId) ?? false])) as Record<PostMarkField, boolean>;
}

/** The tables a viewer's marks are read from: every write to one names a change that `marksChangedBy` reads. */
export const MARK_TABLES: ReadonlySet<keyof Database> = new Set<keyof Database>([...POST_MARKS.map((m) => m.table), PENDING_MARK.table]);

/**
 * Whose kept marks a change makes stale: a like or a report changes its author's per-post marks; a post's
 * creation, edit, status or removal its author's pending mark (and a removed post's id in anyone's marks is
 * harmless: it is on no page). Counters (comments, registrations, likes' counts) are on the shared page.
 */
export function marksChangedBy(change: Change): readonly string[] | 'everyone' {
  switch (change.type) {
    case 'like':
    case 'report':
      return [change.userId];
    case 'post':
      return [change.authorId];
    case 'unknown':
      return 'everyone';
    default:
      return [];
  }
}
