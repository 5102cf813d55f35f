import { sql } from 'kysely';
import { isEventType, POST_TYPES } from '../../../../shared/schemas/posts.ts';

/* What a search means, on both dialects and on every path (docs/decisions/015-search.md). */

/** Event types, whose location is searched too. */
export const EVENT_TYPES = POST_TYPES.filter((type) => isEventType(type));

/** `%term%` for LIKE, with the term's own %, _ and \ escaped (ESCAPE '\' on both dialects). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search's meaning: the term in title or content, or in the location of an event or cultural event. */
export function searchMatches(table: 'posts' | 'w', term: string) {
  const pattern = likePattern(term);
  const like = (column: 'title' | 'content' | 'location') => sql`lower(${sql.ref(`${table}.${column}`)}) like lower(${pattern}) escape '\\'`;
  const types = sql.join(EVENT_TYPES.map((t) => sql.lit(t)));
  return sql<boolean>`(${like('title')} or ${like('content')} or (${sql.ref(`${table}.type`)} in (${types}) and ${like('location')}))`;
}
