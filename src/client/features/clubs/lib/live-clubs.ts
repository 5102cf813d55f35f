import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from '../hooks/club-keys.ts';

/** A club's people, roles or page changed: what is shown of clubs (directory, pages, members, the profile's) is read again. */
export function refreshClubs(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: clubKeys.all });
}
