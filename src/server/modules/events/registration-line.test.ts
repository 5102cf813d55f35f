/**
 * The line at an event's door (decision 085), without a database: what waits while a write runs is written
 * together, in arrival order; each is answered on its own; a batch that fails as a whole is written again one at a
 * time; different keys never wait for each other.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_MAX, inLine, type Outcome } from './registration-line.ts';

/** A write that records each batch it was given and takes a turn of the event loop, as a transaction does. */
function recordingWrite(answer: (item: number) => Outcome<string> = (item) => ({ ok: `seat ${item}` })) {
  const batches: number[][] = [];
  const write = async (items: number[]): Promise<Outcome<string>[]> => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return items.map(answer);
  };
  return { batches, write };
}

describe('the line at an event', () => {
  it('writes the first arrival at once and those who came meanwhile together, in arrival order', async () => {
    const owner = {};
    const { batches, write } = recordingWrite();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => inLine(owner, 'fest', i, write)));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => `seat ${i}`));
    expect(batches).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it(`takes at most ${BATCH_MAX} at a time`, async () => {
    const owner = {};
    const { batches, write } = recordingWrite();
    await Promise.all(Array.from({ length: BATCH_MAX + 11 }, (_, i) => inLine(owner, 'fest', i, write)));
    expect(batches.map((b) => b.length)).toEqual([1, BATCH_MAX, 10]);
    expect(batches.flat()).toEqual(Array.from({ length: BATCH_MAX + 11 }, (_, i) => i));
  });

  it('answers a refusal to its own arrival only', async () => {
    const owner = {};
    const { write } = recordingWrite((item) => (item === 3 ? { error: new Error('Already registered.') } : { ok: `seat ${item}` }));
    const settled = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => inLine(owner, 'fest', i, write)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((settled[3] as PromiseRejectedResult).reason).toEqual(new Error('Already registered.'));
  });

  it('writes a batch that failed as a whole again one at a time, each with its own answer', async () => {
    const owner = {};
    const batches: number[][] = [];
    const write = async (items: number[]): Promise<Outcome<string>[]> => {
      batches.push([...items]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // The repeat among them fails any write it is part of, as a unique index fails the statement.
      if (items.includes(2)) throw new Error('duplicate key');
      return items.map((item) => ({ ok: `seat ${item}` }));
    };
    const settled = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => inLine(owner, 'fest', i, write)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['seat 0', 'seat 1', 'duplicate key', 'seat 3']);
    expect(batches).toEqual([[0], [1, 2, 3], [1], [2], [3]]);
  });

  it('lets two events, and two owners, go on at once', async () => {
    const [a, b] = [{}, {}];
    const { batches, write } = recordingWrite();
    await Promise.all([inLine(a, 'fest', 1, write), inLine(a, 'open mic', 2, write), inLine(b, 'fest', 3, write)]);
    expect(batches).toEqual([[1], [2], [3]]);
  });
});
