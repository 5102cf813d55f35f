/**
 * The word filter's compiled list (decision 046), one per process: read and compiled at the first write that
 * needs it, kept until a change to the list (`word-filters`, from any process) or a change nobody named
 * (`unknown`) drops it. While the change stream may be missing changes, nothing is kept.
 */
import type { Change } from '../changes/change.ts';
import type { ChangeStream } from '../changes/change-stream.ts';

/** One value read from the database, kept until a change `drops` names arrives. */
export class ChangeDroppedValue<T> {
  #value: T | undefined;
  #generation = 0;
  #keeping: boolean;

  constructor(stream: ChangeStream, drops: (change: Change) => boolean) {
    this.#keeping = stream.keeping;
    stream.onChange((change) => {
      if (drops(change)) this.drop();
    });
    stream.onKeeping((keeping) => {
      this.#keeping = keeping;
      this.drop();
    });
  }

  drop(): void {
    this.#generation += 1;
    this.#value = undefined;
  }

  /** The kept value, or `read`'s, kept only if nothing dropped it while it was read. */
  async get(read: () => Promise<T>): Promise<T> {
    if (this.#keeping && this.#value !== undefined) return this.#value;
    const generation = this.#generation;
    const value = await read();
    if (this.#keeping && generation === this.#generation) this.#value = value;
    return value;
  }
}

const stores = new WeakMap<ChangeStream, ChangeDroppedValue<unknown>>();

/** The process's kept word-filter list, made (and subscribed to `stream`) on first use. */
export function keptWordFilters<T>(stream: ChangeStream): ChangeDroppedValue<T> {
  let store = stores.get(stream);
  if (!store) {
    store = new ChangeDroppedValue<unknown>(stream, (change) => change.type === 'word-filters' || change.type === 'unknown');
    stores.set(stream, store);
  }
  return store as ChangeDroppedValue<T>;
}
