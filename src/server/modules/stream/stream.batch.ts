/**
 * What a batch of the live stream is made of (counts, changes for named people, changes for everyone) and how
 * much of it one listener may be written, which decides when a batch goes out early (stream.service.ts).
 */
import type { Delivered } from '../../changes/change-stream.ts';
import type { PresentedChange } from './stream.presenter.ts';

/** Changes that only move a post's count: a batch keeps the latest of each post's. */
export const isCount = (presented: PresentedChange): boolean => {
  const type = presented.delivered.change.type;
  return type === 'like' || type === 'comment';
};
export const postOf = (presented: PresentedChange): string => (presented.delivered.change as { postId: string }).postId;
/** A count's key in a batch: a post's likes and its comments are kept apart. */
export const countKey = (presented: PresentedChange): string => `${presented.delivered.change.type}:${postOf(presented)}`;
export const isPublicCount = (presented: PresentedChange): boolean =>
  (presented.delivered.change as { visibility?: string }).visibility === 'public';

/** The people who alone may hear a change (stream.policy.ts), or null for a change anyone may hear. */
export function peopleOf(change: Delivered['change']): string[] | null {
  switch (change.type) {
    case 'notification':
    case 'calendar':
      return [change.userId];
    case 'registration':
      return [change.hostId, ...(change.cohostIds ?? []), change.userId];
    case 'door':
      return [change.hostId, ...change.staffIds];
    default:
      return null;
  }
}

/**
 * The most one listener may be written from a batch: the changes everyone may hear, the most any one person
 * listening has of their own, and each post's latest count once, only while someone hears every post's counts
 * (a listener that named its posts hears a page's worth at most).
 */
export class BatchWeight {
  #shared = 0;
  readonly #personal = new Map<string, number>();
  #personalMost = 0;
  readonly #counts = new Set<string>();

  get bytes(): number {
    return this.#shared + this.#personalMost;
  }

  /** `hearEveryPost`: whether someone listens to every post's counts; `listening`: the people listening, by id. */
  add(presented: PresentedChange, hearEveryPost: boolean, listening: ReadonlyMap<string, unknown>): void {
    const bytes = presented.shared?.length ?? 0;
    if (isCount(presented)) {
      const key = countKey(presented);
      if (!hearEveryPost || this.#counts.has(key)) return;
      this.#counts.add(key);
      this.#shared += bytes;
      return;
    }
    const people = peopleOf(presented.delivered.change);
    if (people === null) {
      this.#shared += bytes;
      return;
    }
    for (const id of people) {
      if (!listening.has(id)) continue;
      const theirs = (this.#personal.get(id) ?? 0) + bytes;
      this.#personal.set(id, theirs);
      this.#personalMost = Math.max(this.#personalMost, theirs);
    }
  }

  clear(): void {
    this.#shared = 0;
    this.#personal.clear();
    this.#personalMost = 0;
    this.#counts.clear();
  }
}
