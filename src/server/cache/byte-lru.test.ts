import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('the byte-bounded store of picture variants', () => {
  it('keeps the most recently used buffers within its byte bound', () => {
    const lru = new ByteLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    expect(lru.get('a')?.length).toBe(4); // a is now the most recent
    lru.set('c', Buffer.alloc(4)); // 12 > 10: b, the least recent, goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.size).toBe(8);
    lru.set('huge', Buffer.alloc(11)); // larger than the bound: not kept, nothing evicted
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(8);
    lru.set('a', Buffer.alloc(2)); // replacing counts the new size only
    expect(lru.size).toBe(6);
  });
});
