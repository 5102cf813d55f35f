import type { CaughtComment } from '../../../shared/schemas/word-filters.ts';
import { fromFlag } from '../../database/values.ts';
import { personBeside } from '../posts/posts.presenter.ts';
import type { CaughtCommentRow } from './comments.repository.ts';

/**
 * A comment the word filter caught, as its reviewers see it (decision 046). Its author goes through
 * `personBeside`: an anonymous post's author, commenting on it, shows its pseudonym here too (decision 067).
 */
export function presentCaughtComment(row: CaughtCommentRow): CaughtComment {
  const author = personBeside({ ...row, user_id: row.post_author_id }, { id: row.user_id, name: row.author_name });
  return {
    _id: row.id,
    postId: row.post_id,
    postTitle: row.post_title,
    author: author.name,
    authorId: author.id,
    text: row.text,
    timestamp: row.created_at,
    held: fromFlag(row.held),
    flagged: fromFlag(row.flagged),
  };
}
