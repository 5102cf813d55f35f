/**
 * A visitor's first reads on Home, which the server answers inside the page itself (decision 058): the API paths
 * (under /api) exactly as the client asks for them, so that each is found by its path. The client checks its own
 * paths against this list in a test.
 */
export const HOME_FIRST_READS: readonly string[] = [
  '/posts?type=confession%2Cevent',
  '/posts/news-highlights',
  '/posts/popular',
  '/config',
];

/** The id of the page's element that holds those answers, as JSON (`FirstReads`). */
export const FIRST_READS_ELEMENT_ID = 'quad-first-reads';

/** One answer the page holds: its body, and its `Link` header when it has one (a feed's next page). */
export interface FirstRead {
  link?: string;
  body: unknown;
}

/** What the page's element holds. */
export interface FirstReads {
  answers: Record<string, FirstRead>;
}
