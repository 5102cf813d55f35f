/**
 * Viewers read in the last few seconds, by token hash: a signed-in student's requests are not each a session
 * read. Kept until a person or their sessions change (`DataVersion.users`, moved by the change stream's `user`
 * and `sessions` changes), whatever else is written; logging out also forgets its own session at once.
 *
 * Only where every write is seen before the next request: one process on SQLite (another writer to the file
 * is noticed before each request). With PostgreSQL, other processes may share the database, and a logout or
 * a role change there must hold here at once, with no grace period: every request reads its session.
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

/** This app's recent viewers: 5,000 sessions at most, 10 s at most; none when other processes may write. */
export function recentViewers(ctx: Pick<AppContext, 'dataVersion' | 'changes'>): VersionedStore<RecentViewer> {
  let store = stores.get(ctx.dataVersion);
  if (!store) {
    const shared = ctx.changes.transport !== null;
    store = new VersionedStore<RecentViewer>(ctx.dataVersion.users, { maxEntries: shared ? 0 : 5_000, ttlMs: 10_000 });
    stores.set(ctx.dataVersion, store);
  }
  return store;
}
