import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image.ts';

describe('fitWithin', () => {
  it('never upscales a picture that already fits', () => {
    expect(fitWithin(640, 480, 1000)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1000, 1000, 1000)).toEqual({ width: 1000, height: 1000 });
  });

  it('shrinks the longer side to the maximum and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(fitWithin(1200, 2400, 1000)).toEqual({ width: 500, height: 1000 });
    expect(fitWithin(3000, 3000, 1000)).toEqual({ width: 1000, height: 1000 });
  });

  it('uses 1000 by default and keeps very thin pictures at least one pixel wide', () => {
    expect(fitWithin(2000, 500)).toEqual({ width: 1000, height: 250 });
    expect(fitWithin(100_000, 10, 1000)).toEqual({ width: 1000, height: 1 });
  });
});
