import { describe, expect, it } from 'vitest';
import { ageShare, recordShare, reportWeight, totalWeight } from './report-weight.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('report weight', () => {
  it('gives an account under a day nothing, then grows with age to 1 at thirty days', () => {
    expect(ageShare(0)).toBe(0);
    expect(ageShare(DAY - 1)).toBe(0);
    expect(ageShare(15 * DAY)).toBeCloseTo(0.5);
    expect(ageShare(30 * DAY)).toBe(1);
    expect(ageShare(400 * DAY)).toBe(1);
  });

  it('weighs upheld past reports up and dismissed ones down, never below nothing nor above double', () => {
    expect(recordShare(0, 0)).toBe(1);
    expect(recordShare(2, 0)).toBe(1.5);
    expect(recordShare(0, 1)).toBe(0.5);
    expect(recordShare(0, 5)).toBe(0);
    expect(recordShare(40, 0)).toBe(2);
  });

  it('five brand-new accounts weigh nothing; three established ones with an upheld report each pass 3', () => {
    expect(totalWeight(Array.from({ length: 5 }, () => ({ ageMs: 3_600_000, upheld: 3, dismissed: 0 })))).toBe(0);
    expect(totalWeight(Array.from({ length: 3 }, () => ({ ageMs: 60 * DAY, upheld: 1, dismissed: 0 })))).toBe(3.75);
    expect(reportWeight({ ageMs: 60 * DAY, upheld: 0, dismissed: 2 })).toBe(0);
  });
});
