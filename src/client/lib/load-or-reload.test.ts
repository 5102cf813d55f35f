import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './browser.ts';
import { CHUNK_RELOAD_KEY, loadOrReload } from './load-or-reload.ts';

vi.mock('./browser.ts', () => ({ reloadPage: vi.fn() }));

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/events-screen-old.js');

describe('loadOrReload', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads the page once when a chunk does not load', async () => {
    const load = loadOrReload(() => Promise.reject(chunkError()));
    const pending = load();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1');
    void pending;
  });

  it('does not reload again after the reload: the error reaches the error boundary', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(loadOrReload(() => Promise.reject(chunkError()))()).rejects.toThrow(/dynamically imported/);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('does not reload while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(loadOrReload(() => Promise.reject(chunkError()))()).rejects.toThrow();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('passes a loaded chunk through and forgets an earlier reload', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    await expect(loadOrReload(() => Promise.resolve({ Screen: 'x' }))()).resolves.toEqual({ Screen: 'x' });
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
