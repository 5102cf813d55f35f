import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('reads the keys asked for in one turn with one call, each key once, and answers each caller', async () => {
    const calls: string[][] = [];
    const read = batchedReads(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all([read('a'), read('b'), read('a'), read('gone')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'gone']]);

    // A key asked for on a later turn is read on its own, after it was asked for.
    await turn();
    expect(await read('c')).toBe('C');
    expect(calls).toEqual([['a', 'b', 'gone'], ['c']]);
  });

  it('splits a large turn into batches of at most the given size', async () => {
    const sizes: number[] = [];
    const read = batchedReads(async (keys: number[]) => {
      sizes.push(keys.length);
      return new Map(keys.map((key) => [key, key * 2]));
    }, 3);
    expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(read))).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('fails every caller of a batch whose read failed, and reads again afterwards', async () => {
    let fail = true;
    const read = batchedReads(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((key) => [key, 1]));
    });
    const results = await Promise.allSettled([read('x'), read('y')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('x')).toBe(1);
  });
});
