import type { ChangeStream } from '../changes/change-stream.ts';
import { marksChangedBy } from './viewer-marks.ts';

/** A number that moves by one at each `bump`; while suspended, it moves at every read, so nothing is kept. */
export class Counter {
  #value = 0;
  suspended = false;
  get value(): number {
    if (this.suspended) this.#value += 1;
    return this.#value;
  }
  bump(): void {
    this.#value += 1;
  }
}

/**
 * A counter of the changes to what the public sees: it moves at every change the change stream carries
 * (`followChanges`), this process's after their commit and other processes' as they arrive. The kept
 * answers (public-answers.ts, feed-pages.ts) are served only while the counter has not moved since they
 * were read.
 */
export class DataVersion extends Counter {
  /** Which viewers' marks (likes, reports, pending posts) changed, and when: see `MarkStamps`. */
  readonly marks = new MarkStamps();
  /** Moves when a person or their sessions change (a name, avatar or role; a logout): what a kept viewer depends on. */
  readonly users = new Counter();

  /** Keeps nothing (every read counts as raced by a write) until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.users.suspended = true;
    this.marks.suspended = true;
  }

  resume(): void {
    this.bump();
    this.users.bump();
    this.marks.touchEveryone();
    this.suspended = false;
    this.users.suspended = false;
    this.marks.suspended = false;
  }
}

/**
 * The caches' one subscription: every change moves the data version (a session's end only the kept
 * viewers); a change to a person or their sessions moves `users`; the viewers whose marks a change touches
 * (`marksChangedBy`, beside the marks' declaration) have their stamps moved. While the stream may be missing
 * changes, nothing is kept.
 */
export function followChanges(version: DataVersion, stream: ChangeStream): void {
  stream.onChange((change) => {
    if (change.type !== 'sessions') version.bump();
    if (change.type === 'user' || change.type === 'sessions' || change.type === 'unknown') version.users.bump();
    const marks = marksChangedBy(change);
    if (marks === 'everyone') version.marks.touchEveryone();
    else if (marks.length > 0) version.marks.touch(marks);
  });
  stream.onKeeping((keeping) => (keeping ? version.resume() : version.suspend()));
  if (!stream.keeping) version.suspend();
}

/** Users touched since the last "everyone" change, past which everyone is deemed changed (a bound on memory). */
const MAX_TOUCHED = 100_000;

/**
 * When each viewer's marks last changed: their likes, their reports and whether they have a pending post,
 * the three things a feed page adds for one viewer to the page every viewer shares. Unlike the data version,
 * which moves at every write anywhere, a viewer's stamp moves only when a change touches their marks
 * (`marksChangedBy`), or when a change may touch anyone's (`unknown`: then every
 * viewer's marks count as changed). Counts this process's writes only, like the data version (decision 018).
 */
export class MarkStamps {
  #clock = 0;
  #everyone = 0;
  readonly #touched = new Map<string, number>();
  /** While the change stream may miss changes, no read holds. */
  suspended = false;

  /** Take before reading a viewer's marks; `holds` then says whether the read is still current. */
  get now(): number {
    return this.#clock;
  }

  /** Whether a read of `userId`'s marks that started at `stamp` has seen every change to them since. */
  holds(userId: string, stamp: number): boolean {
    return !this.suspended && stamp >= this.#everyone && (this.#touched.get(userId) ?? -1) <= stamp;
  }

  touch(userIds: readonly string[]): void {
    this.#clock += 1;
    for (const id of userIds) this.#touched.set(id, this.#clock);
    if (this.#touched.size > MAX_TOUCHED) this.touchEveryone();
  }

  touchEveryone(): void {
    this.#clock += 1;
    this.#everyone = this.#clock;
    this.#touched.clear();
  }
}

