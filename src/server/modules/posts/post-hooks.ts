/**
 * What a kind of post adds to a post's life, without posts knowing it (decision 071). Posts know posts; a module
 * that builds on them (events) says, per post type, what it does when a post of its type is created, edited or
 * removed, inside the write's transaction, and what more a viewer may do with one than posts' own policy lets
 * them (an event's co-host). app.ts wires them once; posts never imports the modules that fill them.
 */
import type { Transaction } from 'kysely';
import type { EventClub } from '../../../shared/schemas/clubs.ts';
import type { PostInput, PostType } from '../../../shared/schemas/posts.ts';
import type { AppContext, Viewer } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import type { PostRow } from '../../database/post-rows.ts';

type Trx = Transaction<Database>;
type Db = AppContext['db'] | Trx;

/** An edit as written: the row before, the row after, who made it, and whether it reaches others. */
export interface PostEdit {
  before: PostRow;
  after: PostRow;
  actor: Viewer;
  /** False when the editor is suspended: their edit is saved and reaches no one (decision 067). */
  tells: boolean;
  /** The edit sent the post back to review. */
  inReview: boolean;
}

/** What more than posts' own policy allows a viewer on one post. */
export interface Grants {
  view: boolean;
  edit: boolean;
}

export interface PostKindHooks {
  /** After a new post of the kind is stored, in its transaction. */
  created?: (trx: Trx, ctx: AppContext, post: PostRow) => Promise<void>;
  /** Before an edit is written, in its transaction: the post locked for it, or a thrown refusal. */
  lockForEdit?: (trx: Trx, post: PostRow, patch: Partial<PostRow>) => Promise<PostRow>;
  /** After an edit is written, in its transaction. */
  edited?: (trx: Trx, ctx: AppContext, edit: PostEdit) => Promise<void>;
  /** Before the post is deleted, in its transaction (its rows are still there). */
  removing?: (trx: Trx, ctx: AppContext, post: PostRow, actor: Pick<Viewer, 'id' | 'suspendedUntil'>) => Promise<void>;
  /** What this viewer may do with the post beyond posts' own policy. */
  grants?: (db: Db, viewer: Viewer, post: PostRow) => Promise<Grants>;
  /** Among these posts, the ids of those this viewer may edit beyond posts' own policy: one query for a page. */
  editableAmong?: (db: Db, viewer: Viewer, posts: readonly Pick<PostRow, 'id' | 'type'>[]) => Promise<ReadonlySet<string>>;
  /**
   * Before a new post is stored: who it is posted as (a club, decision 081) and whether it skips review; a thrown
   * refusal refuses the post.
   */
  placing?: (db: Db, viewer: Viewer, input: PostInput) => Promise<Placement>;
  /** Once the post is approved (at once, or by a reviewer), in that write's transaction. */
  approved?: (trx: Trx, ctx: AppContext, post: PostRow) => Promise<void>;
  /** The clubs of these posts (decision 081), by post id: one query for a page. */
  clubsAmong?: (db: Db, posts: readonly Pick<PostRow, 'id' | 'type' | 'club_id'>[]) => Promise<ReadonlyMap<string, EventClub[]>>;
}

/** Who a new post is posted as, and whether it skips review. */
export interface Placement {
  clubId: string | null;
  approve: boolean;
}

const byType = new Map<PostType, PostKindHooks>();

/** Says what a kind of post adds (app.ts, once per process; a second call for a type replaces the first). */
export function setPostKindHooks(types: readonly PostType[], hooks: PostKindHooks): void {
  for (const type of types) byType.set(type, hooks);
}

/** The hooks of a post's kind (none: a plain post). */
export const hooksOf = (type: string): PostKindHooks => byType.get(type as PostType) ?? {};

const NONE: Grants = { view: false, edit: false };
const NO_IDS: ReadonlySet<string> = new Set();

/** What more this viewer may do with the post, as its kind says. */
export async function grantsOn(db: Db, viewer: Viewer | null, post: PostRow): Promise<Grants> {
  const grants = hooksOf(post.type).grants;
  return viewer && grants ? grants(db, viewer, post) : NONE;
}

/** The ids among `posts` this viewer may edit beyond posts' own policy, asked of each kind on the page once. */
export async function editableAmong(db: Db, viewer: Viewer | null, posts: readonly Pick<PostRow, 'id' | 'type'>[]): Promise<ReadonlySet<string>> {
  if (!viewer || posts.length === 0) return NO_IDS;
  const kinds = new Map<NonNullable<PostKindHooks['editableAmong']>, Pick<PostRow, 'id' | 'type'>[]>();
  for (const post of posts) {
    const ask = hooksOf(post.type).editableAmong;
    if (ask) kinds.set(ask, [...(kinds.get(ask) ?? []), post]);
  }
  if (kinds.size === 0) return NO_IDS;
  const found = new Set<string>();
  for (const [ask, some] of kinds) for (const id of await ask(db, viewer, some)) found.add(id);
  return found;
}

const NO_CLUBS: ReadonlyMap<string, EventClub[]> = new Map();

/** The clubs of these posts, by post id, asked of each kind on the page once (decision 081). */
export async function clubsAmong(db: Db, posts: readonly Pick<PostRow, 'id' | 'type' | 'club_id'>[]): Promise<ReadonlyMap<string, EventClub[]>> {
  const kinds = new Map<NonNullable<PostKindHooks['clubsAmong']>, Pick<PostRow, 'id' | 'type' | 'club_id'>[]>();
  for (const post of posts) {
    const ask = hooksOf(post.type).clubsAmong;
    if (ask) kinds.set(ask, [...(kinds.get(ask) ?? []), post]);
  }
  if (kinds.size === 0) return NO_CLUBS;
  const found = new Map<string, EventClub[]>();
  for (const [ask, some] of kinds) for (const [id, clubs] of await ask(db, some)) found.set(id, clubs);
  return found;
}
