/**
 * Every answer the server keeps in memory, and what drops it (docs/architecture.md, "Caching and invalidation
 * contract"). One file per kind of store:
 *
 * - `data-version.ts`: the invalidation machinery, moved by the change stream (src/server/changes/,
 *   `followChanges`): `DataVersion` moves at every change, its `users` part at changes to a person or their
 *   sessions, and its `marks` (`MarkStamps`) per viewer whose likes, reports or pending posts a change touches
 *   (`marksChangedBy` in viewer-marks.ts), for everyone at a change nobody named.
 * - `kept-entries.ts`: the bounded, least-recently-used map with a TTL that the stores below share.
 * - `versioned-store.ts`: `VersionedStore`, values dropped when a version (the data version, or its `users`
 *   part) moves.
 * - `per-viewer-store.ts`: `PerViewerStore`, one value per viewer, dropped when that viewer's mark stamp moves.
 * - `public-answers.ts`: the visitors' (and the calendar's everyone-alike) whole answers, a `VersionedStore`.
 * - `byte-lru.ts`: `ByteLru`, buffers bounded by their total size, for values that never go stale.
 * - `remembered.ts`: `Remembered`, results of a pure computation, the oldest forgotten past a bound.
 *
 * - `viewer-marks.ts`: the per-viewer part of a post, declared once (`POST_MARKS`, `PENDING_MARK`): the tables
 *   behind a viewer's marks (`MARK_TABLES`) and the `ViewerMarks` kept per viewer derive from it.
 *
 * And what each module keeps in them:
 * - `feed-pages.ts` (modules/feed): the feed's shared pages with the pages finished from each, and each
 *   student's marks. The feed service asks it what is kept and hands it what to keep; it calls nothing back.
 * - `recent-viewers.ts`: the viewer behind a session token (one process on SQLite only).
 * - `picture-variants.ts`: the narrower copies of stored pictures (decision 016), made once each.
 *
 * Two small memos of pure computations stay beside their code, with their own bounds: the next-page links of
 * `lib/paging.ts` (1,000, all forgotten at once) and the time zones' date formats of `calendar/local-days.ts`
 * (1,000 zones, then no more are kept).
 */
export { Counter, DataVersion, MarkStamps, followChanges } from './data-version.ts';
export { ByteLru } from './byte-lru.ts';
export { KeptEntries, type KeptEntriesOptions } from './kept-entries.ts';
export { PerViewerStore, type PerViewerStoreOptions } from './per-viewer-store.ts';
export { registerPublicAnswerCache } from './public-answers.ts';
export { Remembered } from './remembered.ts';
export { VersionedStore, type Version, type VersionedStoreOptions } from './versioned-store.ts';
