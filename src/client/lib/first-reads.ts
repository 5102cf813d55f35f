import { FIRST_READS_ELEMENT_ID, type FirstRead, type FirstReads } from '../../shared/first-reads.ts';

/**
 * How long after the page opened an answer it holds is still used: the first reads come within the first seconds;
 * a list first shown later (a sidebar on a screen opened minutes later) is asked for afresh.
 */
const FRESH_FOR_MS = 10_000;

let held: Map<string, FirstRead> | undefined;

/** The answers the page holds (decision 058), read from its element once; the element is then removed. */
function heldAnswers(): Map<string, FirstRead> {
  if (held) return held;
  held = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
  if (!element) return held;
  try {
    const { answers } = JSON.parse(element.textContent ?? '') as FirstReads;
    for (const [path, answer] of Object.entries(answers)) {
      if (typeof answer === 'object' && answer !== null && 'body' in answer) held.set(path, answer);
    }
  } catch {
    // A page whose answers cannot be read: every read goes to the network, as without them.
  }
  element.remove();
  return held;
}

/**
 * The answer the page holds for a visitor's GET of `path` (under /api), with the headers the network would have
 * given (its `Link`), or null: each is taken once, and only in the page's first seconds.
 */
export function takeFirstRead(path: string): { data: unknown; headers: Headers } | null {
  const answers = heldAnswers();
  const answer = answers.get(path);
  if (!answer) return null;
  answers.delete(path);
  if (performance.now() > FRESH_FOR_MS) return null;
  const headers = new Headers({ 'content-type': 'application/json' });
  if (typeof answer.link === 'string') headers.set('link', answer.link);
  return { data: answer.body, headers };
}

/** Forgets what the page held (tests). */
export function forgetFirstReads(): void {
  held = undefined;
}
