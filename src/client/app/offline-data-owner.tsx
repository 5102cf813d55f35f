import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { forgetInteractionQueue } from '../features/posts/lib/interaction-queue.ts';
import { forgetOfflineData } from '../lib/offline-cache.ts';

/**
 * One account's data is never shown to another (decision 050): when the student logs out or another account signs
 * in, what the device kept for reading offline goes, and the likes and comments queued offline are dropped unsent.
 */
export function OfflineDataOwner() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const owner = user?._id ?? '';
  const last = useRef(owner);
  useEffect(() => {
    if (last.current === owner) return;
    last.current = owner;
    forgetInteractionQueue(queryClient);
    void forgetOfflineData(owner);
  }, [owner, queryClient]);
  return null;
}
