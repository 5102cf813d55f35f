/** Ids are drawn from a pool of random bytes (values.ts): each must still be its own 16 bytes. */
import { describe, expect, it } from 'vitest';
import { newId } from './values.ts';

describe('newId', () => {
  it('gives 22-character base64url ids, all distinct across many pool refills', () => {
    const ids = Array.from({ length: 5000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // A slice of the pool handed out twice would repeat at least a prefix.
    const runs = new Set(ids.map((id) => id.slice(0, 12)));
    expect(runs.size).toBe(ids.length);
  });
});
