import { reloadPage } from './browser.ts';

/** Set while the page reloads for a chunk that did not load; cleared once a chunk loads. */
export const CHUNK_RELOAD_KEY = 'quad:chunkReload';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * A lazily loaded part of the app (a screen, a dialog) that reloads the page once when its code does not load
 * (decision 065). After a new deployment an open page still names the former build's chunks, which the server now
 * answers 404: the reload fetches the new build. A second failure in a row (the server is down, the chunk is
 * truly missing) is not reloaded again: it reaches the error boundary, as does a failure while offline, which a
 * reload cannot mend.
 */
export function loadOrReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const storage = session();
    try {
      const loaded = await load();
      storage?.removeItem(CHUNK_RELOAD_KEY);
      return loaded;
    } catch (error) {
      const reloadedAlready = storage?.getItem(CHUNK_RELOAD_KEY) !== null;
      if (storage === null || reloadedAlready || !navigator.onLine) {
        storage?.removeItem(CHUNK_RELOAD_KEY);
        throw error;
      }
      storage.setItem(CHUNK_RELOAD_KEY, '1');
      reloadPage();
      // The page is going away: nothing renders meanwhile.
      return new Promise<T>(() => undefined);
    }
  };
}
