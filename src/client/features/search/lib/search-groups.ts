import { t } from '../../../../shared/i18n.ts';
import { isEventType, type Post, type PostType } from '../../../../shared/schemas/posts.ts';
import { SEARCH_COUNT_MAX, type SearchCounts } from '../../../../shared/schemas/search.ts';

/** The types in the order the navigation names their screens (News last: it has no screen of its own). */
export const SEARCH_TYPES: readonly PostType[] = ['event', 'confession', 'culturalEvent', 'news'];

/** Where a type's posts live, as its screen is named. */
export function placeOf(type: PostType): string {
  switch (type) {
    case 'event':
      return t('Events');
    case 'confession':
      return t('Consights');
    case 'culturalEvent':
      return t('Cultural Events');
    case 'news':
      return t('News');
  }
}

/** A count as said: the server counts each type up to SEARCH_COUNT_MAX + 1, which reads "100+". */
export const countText = (n: number): string => (n > SEARCH_COUNT_MAX ? `${SEARCH_COUNT_MAX}+` : String(n));

/** "1 in Cultural Events". */
export const inPlace = (type: PostType, n: number): string => t('{count} in {place}', { count: countText(n), place: placeOf(type) });

/** Every match, all types together (each type's count bounded). */
export const totalOf = (counts: SearchCounts): number => SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);

/** The types with matches, in SEARCH_TYPES' order, leaving out `except`. */
export const typesWithMatches = (counts: SearchCounts, except: readonly PostType[] = []): PostType[] =>
  SEARCH_TYPES.filter((type) => counts[type] > 0 && !except.includes(type));

/** The results grouped by type, in SEARCH_TYPES' order; each group newest first, as the pages came. */
export function groupByType(posts: readonly Post[]): { type: PostType; posts: Post[] }[] {
  return SEARCH_TYPES.map((type) => ({ type, posts: posts.filter((post) => post.type === type) })).filter((g) => g.posts.length > 0);
}

/** A result's own address: an event's detail, or the post. */
export const addressOf = (post: Pick<Post, '_id' | 'type'>): string =>
  `${isEventType(post.type) ? '/events/' : '/posts/'}${encodeURIComponent(post._id)}`;

/** The address of search everywhere's results, narrowed to `type` when given. */
export function searchAddress(q: string, type: PostType | null = null): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  return `/search?${params.toString()}`;
}

/** `text` cut into the parts that match `q` (case-insensitive) and those between, for <mark>. */
export function matchParts(text: string, q: string): { text: string; match: boolean }[] {
  const needle = q.toLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  // Lower-casing may change a string's length (rare letters): then the text is shown without marks.
  if (haystack.length !== text.length) return [{ text, match: false }];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
