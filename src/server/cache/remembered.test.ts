import { describe, expect, it } from 'vitest';
import { Remembered } from './remembered.ts';

describe('remembered results of a pure computation', () => {
  it('gives the same value for a key while remembered, and forgets the oldest past its bound', () => {
    const kept = new Remembered<{ n: number }>(2);
    let made = 0;
    const make = () => ({ n: (made += 1) });
    const a = kept.get('a', make);
    expect(kept.get('a', make)).toBe(a);
    kept.get('b', make);
    kept.get('c', make); // the third: 'a', the oldest, is forgotten
    expect(made).toBe(3);
    expect(kept.get('a', make)).not.toBe(a);
    expect(made).toBe(4);
  });
});
