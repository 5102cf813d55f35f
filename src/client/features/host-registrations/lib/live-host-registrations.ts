import type { QueryClient } from '@tanstack/react-query';
import { hostKeys } from '../hooks/use-host-registrations.ts';

/** A registration of an event changed: the host's lists of it, where shown, are read again. */
export function refreshHostRegistrations(queryClient: QueryClient, postId: string): void {
  void queryClient.invalidateQueries({ queryKey: [...hostKeys.all, postId] });
}
