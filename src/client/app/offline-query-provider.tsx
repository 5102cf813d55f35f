import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import {
  createOfflinePersister,
  hasOfflineRecord,
  OFFLINE_CACHE_VERSION,
  OFFLINE_MAX_AGE,
  offlineDehydrateOptions,
} from '../lib/offline-cache.ts';

/**
 * The query client, kept on the device for reading offline (decision 050). With a record to restore, the first
 * reads wait for it (what was read last shows at once, offline too) and the likes and comments queued before are sent;
 * without one (a first visit, after logout) nothing waits for IndexedDB, and what is read from now on is saved.
 */
export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [persistOptions] = useState(() => ({
    persister: createOfflinePersister(),
    maxAge: OFFLINE_MAX_AGE,
    buster: OFFLINE_CACHE_VERSION,
    dehydrateOptions: offlineDehydrateOptions,
  }));
  const [restoring] = useState(hasOfflineRecord);
  useEffect(
    () => (restoring ? undefined : persistQueryClientSubscribe({ queryClient: client, ...persistOptions })),
    [client, restoring, persistOptions],
  );
  if (!restoring) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      // Likes and comments kept from before a reload are sent now, or when the connection returns; what was
      // restored shows at once and, online, is read again (it may be days old: a new avatar, a deleted post).
      onSuccess={() => {
        void client.resumePausedMutations();
        if (navigator.onLine) void client.invalidateQueries();
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
