import type { QueryClient } from '@tanstack/react-query';

/** Registrations changed: the profile's counts of them are read again if shown. */
export function refreshProfileStats(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['profile', 'stats'] });
}
