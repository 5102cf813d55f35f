/** A club's address (decision 075): `/clubs/{slug}`; the directory is `/clubs`. */
export const CLUBS_PATH = '/clubs';
export const clubPath = (slug: string): string => `${CLUBS_PATH}/${encodeURIComponent(slug)}`;
