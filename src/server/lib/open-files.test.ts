import { describe, expect, it } from 'vitest';
import { openFilesLimit, openFilesLimitIn } from './open-files.ts';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63704                63704                processes
Max open files            1024                 4096                 files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-file limit', () => {
  it("reads the soft limit of /proc/self/limits' row", () => {
    expect(openFilesLimitIn(LIMITS)).toBe(1024);
    expect(openFilesLimitIn(LIMITS.replace('1024 ', 'unlimited '))).toBe(Infinity);
    expect(openFilesLimitIn('Max processes 10 10 processes\n')).toBeNull();
  });

  it("is this process's own on Linux", () => {
    if (process.platform !== 'linux') return;
    expect(openFilesLimit()).toBeGreaterThan(0);
  });
});
