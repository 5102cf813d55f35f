import type { QueryClient } from '@tanstack/react-query';
import type { StreamEvent } from '../../../../shared/schemas/stream.ts';
import { doorKeys, patchDoor, withCounts } from './door-cache.ts';

type DoorEvent = Extract<StreamEvent, { event: 'door' }>['data'];

/** How long after a door's change the list itself is read again: a busy door's changes come many a second. */
export const DOOR_REFRESH_AFTER_MS = 3_000;
const refreshes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * A door's counts moved (a check-in or undo at any door of the event, or its staff list changed): a door showing the
 * event shows the counts at once, and reads its list again soon after, so it knows who came in at the other doors.
 */
export function applyDoorCounts(queryClient: QueryClient, { postId, holding, checkedIn }: DoorEvent): void {
  if (!queryClient.getQueryData(doorKeys.snapshot(postId))) return;
  patchDoor(queryClient, postId, withCounts({ holding, checkedIn }));
  if (refreshes.has(postId)) return;
  refreshes.set(
    postId,
    setTimeout(() => {
      refreshes.delete(postId);
      void queryClient.invalidateQueries({ queryKey: doorKeys.snapshot(postId) });
    }, DOOR_REFRESH_AFTER_MS),
  );
}
