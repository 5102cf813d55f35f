import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor wait up to 3 s: a busy CI machine renders slower than a laptop, and a pass comes at once.
configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  window.localStorage.clear();
  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});
