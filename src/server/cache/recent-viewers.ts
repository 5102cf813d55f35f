/**
 * Viewers read in the last few seconds, by token hash: a signed-in student's requests are not each a session
 * read. Kept until a write to users (a name, avatar or role changes; `DataVersion.users`), whatever else is
 * written. Logging out forgets the session at once; a session revoked by another process is honoured within
 * the 10 s TTL.
 */
import type { AppContext, Viewer } from '../context.ts';
import type { DataVersion } from './data-version.ts';
import { VersionedStore } from './versioned-store.ts';

export interface RecentViewer {
  viewer: Viewer;
  /** The session's expiry, in ms since the epoch. */
  expiresAt: number;
}

const stores = new WeakMap<DataVersion, VersionedStore<RecentViewer>>();

/** This app's recent viewers: 5,000 sessions at most, 10 s at most. */
export function recentViewers(ctx: Pick<AppContext, 'dataVersion'>): VersionedStore<RecentViewer> {
  let store = stores.get(ctx.dataVersion);
  if (!store) {
    store = new VersionedStore<RecentViewer>(ctx.dataVersion.users, { maxEntries: 5_000, ttlMs: 10_000 });
    stores.set(ctx.dataVersion, store);
  }
  return store;
}

/**
 * After revoking other sessions than the caller's (every session of a user): forgets every kept viewer in this
 * process, so a revoked token stops working at once. Called after the transaction has committed.
 */
export function forgetKeptViewers(ctx: Pick<AppContext, 'dataVersion'>): void {
  ctx.dataVersion.users.bump();
}
