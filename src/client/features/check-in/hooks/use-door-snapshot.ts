import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { fetchDoorSnapshot } from '../api/check-in-api.ts';
import { doorKeys, type DoorData } from '../lib/door-cache.ts';
import { unreachable } from '../lib/door-errors.ts';
import { doorStore } from '../lib/door-store.ts';

/** How often an open door reads its list again without being told (an admin who is not the host hears no counts). */
export const DOOR_REFETCH_MS = 60_000;

/** A visitor is asked to log in: the door is for the host, admins and staff (GET /door answers a visitor 401). */
export const isVisitorRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The door's snapshot: read from the server and kept on the device, or, when the server cannot be reached, the
 * device's copy. A refusal (403, 404) forgets the copy: the door is no longer this account's.
 */
export function useDoorSnapshot(eventId: string) {
  return useQuery({
    queryKey: doorKeys.snapshot(eventId),
    queryFn: async ({ signal }): Promise<DoorData> => {
      const user = storage.getCurrentUser();
      if (!user) throw new ApiError(401, undefined);
      const store = doorStore(user._id, eventId);
      try {
        const snapshot = await fetchDoorSnapshot(eventId, signal);
        void store.saveSnapshot(snapshot).catch(() => undefined);
        return { snapshot, savedAt: new Date().toISOString(), fromDevice: false };
      } catch (error) {
        if (unreachable(error)) {
          const kept = await store.loadSnapshot().catch(() => null);
          if (kept) return { ...kept, fromDevice: true };
        } else if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
          void store.removeSnapshot().catch(() => undefined);
        }
        throw error;
      }
    },
    // Asked offline too: the answer is then the device's copy.
    networkMode: 'always',
    retry: false,
    refetchInterval: DOOR_REFETCH_MS,
  });
}
