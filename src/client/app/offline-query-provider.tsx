import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import {
  createOfflinePersister,
  hasOfflineRecord,
  OFFLINE_CACHE_VERSION,
  OFFLINE_MAX_AGE,
  offlineDehydrateOptions,
  type OfflineStore,
} from '../lib/offline-cache.ts';

/**
 * The answers the query cache holds before any render: what the page held for a visitor (decision 058). `keep`:
 * whether one of them is kept for reading offline.
 */
function heldAnswers(client: QueryClient): { hashes: Set<string>; keep: boolean } {
  const held = client.getQueryCache().getAll().filter((query) => query.state.status === 'success');
  return {
    hashes: new Set(held.map((query) => query.queryHash)),
    keep: held.some((query) => offlineDehydrateOptions.shouldDehydrateQuery?.(query)),
  };
}

/**
 * The query client, kept on the device for reading offline (decisions 050 and 078). With a record to restore, the
 * first reads wait for it (what was read last shows at once, offline too) and the likes and comments queued before
 * are sent; without one (a first visit, after logout) nothing waits for IndexedDB, and what is read from now on is
 * saved. The answers the page itself held for a visitor (Home's first reads) are read by no request, so they are
 * saved at once: a visitor who opened Home once finds it again offline.
 */
export function OfflineQueryProvider({
  client,
  children,
  store,
}: {
  client: QueryClient;
  children: ReactNode;
  /** Where the record is kept: the device's IndexedDB unless given (tests give one in memory). */
  store?: OfflineStore | null;
}) {
  const [persistOptions] = useState(() => ({
    persister: createOfflinePersister(store),
    maxAge: OFFLINE_MAX_AGE,
    buster: OFFLINE_CACHE_VERSION,
    dehydrateOptions: offlineDehydrateOptions,
  }));
  const [restoring] = useState(hasOfflineRecord);
  const [held] = useState(() => heldAnswers(client));
  useEffect(() => {
    if (restoring) return undefined;
    const unsubscribe = persistQueryClientSubscribe({ queryClient: client, ...persistOptions });
    if (held.keep) void persistQueryClientSave({ queryClient: client, ...persistOptions });
    return unsubscribe;
  }, [client, restoring, persistOptions, held]);
  if (!restoring) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      // Likes and comments kept from before a reload are sent now, or when the connection returns; what was
      // restored shows at once and, online, is read again (it may be days old: a new avatar, a deleted post). What
      // the page held is newer than the record (the restore keeps it) and is not read again; it is saved with the rest.
      onSuccess={() => {
        void client.resumePausedMutations();
        if (navigator.onLine) void client.invalidateQueries({ predicate: (query) => !held.hashes.has(query.queryHash) });
        if (held.keep) void persistQueryClientSave({ queryClient: client, ...persistOptions });
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
