/**
 * How a person shows beside a post or one of its comments: under the post's pseudonym when they are the author of
 * an anonymous post (decision 043, 067), else as themselves. Every list that names someone beside a post asks here.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { PostRow } from '../../database/post-rows.ts';
import { fromFlag } from '../../database/values.ts';

/** The post facts that decide how its author is shown: anonymous or not, and under which pseudonym. */
export type AuthorFacts = Pick<PostRow, 'user_id' | 'anonymous' | 'pseudonym' | 'pseudonym_hue'>;

/**
 * An anonymous post's pseudonym (decision 043), or null when it is not anonymous. The wire shows it in place of
 * the author's name, id, avatar and role everywhere, to everyone (the author knows the post by `postedByMe`).
 */
export function pseudonymOf(post: Pick<AuthorFacts, 'anonymous' | 'pseudonym' | 'pseudonym_hue'>): { name: string; hue: number | null } | null {
  if (!fromFlag(post.anonymous)) return null;
  return { name: post.pseudonym ?? MESSAGES.anonymousAuthor, hue: post.pseudonym_hue == null ? null : Number(post.pseudonym_hue) };
}

/** A person as a row carries them: their id and name, and where the row has them, avatar and admin flag. */
export interface PersonFacts {
  id: string;
  name: string;
  avatar?: string | null;
  isAdmin?: number | boolean | null;
}

/** A person as the wire shows them beside a post or one of its comments (`personBeside`). */
export interface ShownPerson {
  id: string;
  name: string;
  avatar: string | null;
  isAdmin: boolean;
  anonymous: boolean;
  hue: number | null;
}

/**
 * The one road from a row that names a person beside a post (its author, a commenter, a moderator acting on it,
 * the author of a caught comment) to the wire (decisions 043 and 067). The author of an anonymous post, and
 * that author's comments on it, show the post's pseudonym to everyone, admins and moderators included; only
 * `POST /api/admin/posts/:id/reveal-author` names them. Anyone else shows as themselves.
 */
export function personBeside(post: AuthorFacts, person: PersonFacts): ShownPerson {
  const pseudonym = person.id === post.user_id ? pseudonymOf(post) : null;
  if (pseudonym) return { id: '', name: pseudonym.name, avatar: null, isAdmin: false, anonymous: true, hue: pseudonym.hue };
  const isAdmin = person.isAdmin;
  return { id: person.id, name: person.name, avatar: person.avatar ?? null, isAdmin: typeof isAdmin === 'boolean' ? isAdmin : fromFlag(isAdmin ?? 0), anonymous: false, hue: null };
}
