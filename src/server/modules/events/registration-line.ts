/**
 * The line at an event's door (decision 085): the registrations for one event that arrive while one of its writes
 * holds the event's lock wait here, in arrival order, and the next write takes up to `BATCH_MAX` of them at once.
 * A ticket drop's students are then seated by a few transactions that each lock the event once, instead of one
 * transaction (and one lock, and a dozen round trips under it) each. Each arrival is answered on its own: a refusal
 * is that student's alone. When a batch's transaction fails as a whole (another process registered the same student
 * meanwhile, say), its arrivals are written again one at a time, each with its own answer.
 */

/** What one arrival came to: its answer, or the error it is answered with. */
export type Outcome<R> = { ok: R } | { error: unknown };

/** The most registrations one transaction takes: a batch's transaction stays short, and its statements small. */
export const BATCH_MAX = 64;

interface Waiting<T, R> {
  item: T;
  resolve(value: R): void;
  reject(error: unknown): void;
}

type Lines = Map<string, Waiting<unknown, unknown>[]>;

/** Each owner's lines (an app's context: the tests start many), by key (an event's id). */
const owners = new WeakMap<object, Lines>();

/**
 * Answers `item` once `write` has taken it, with the others waiting for the same `key` of `owner`. `write` is
 * given the items in arrival order and answers an outcome for each, in the same order; it runs for one key at a
 * time in this process.
 */
export function inLine<T, R>(owner: object, key: string, item: T, write: (items: T[]) => Promise<Outcome<R>[]>): Promise<R> {
  let lines = owners.get(owner);
  if (!lines) owners.set(owner, (lines = new Map<string, Waiting<unknown, unknown>[]>()));
  return new Promise<R>((resolve, reject) => {
    const waiting = lines.get(key);
    const entry = { item, resolve, reject } as Waiting<unknown, unknown>;
    if (waiting) {
      waiting.push(entry);
      return;
    }
    const line: Waiting<unknown, unknown>[] = [entry];
    lines.set(key, line);
    void drain(lines, key, line, write as (items: unknown[]) => Promise<Outcome<unknown>[]>);
  });
}

async function drain(lines: Lines, key: string, line: Waiting<unknown, unknown>[], write: (items: unknown[]) => Promise<Outcome<unknown>[]>): Promise<void> {
  try {
    while (line.length > 0) {
      const batch = line.splice(0, BATCH_MAX);
      try {
        settle(batch, await write(batch.map((w) => w.item)));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // The batch failed as a whole: each is written alone, and answered by its own write.
        for (const one of batch) {
          try {
            settle([one], await write([one.item]));
          } catch (alone) {
            one.reject(alone);
          }
        }
      }
    }
  } finally {
    lines.delete(key);
  }
}

function settle(batch: readonly Waiting<unknown, unknown>[], outcomes: readonly Outcome<unknown>[]): void {
  batch.forEach((waiting, i) => {
    const outcome = outcomes[i];
    if (!outcome) waiting.reject(new Error('A registration batch answered fewer outcomes than it was given.'));
    else if ('ok' in outcome) waiting.resolve(outcome.ok);
    else waiting.reject(outcome.error);
  });
}
