import { useQuery } from '@tanstack/react-query';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/**
 * The viewer's registration for an event, read from GET /api/users/me/registrations under the same query key as the
 * event's own screens (`['registrations', 'states', userId]`), so a card and the detail view share one answer and
 * one refresh. Null when not registered (or cancelled); undefined for a visitor or while it is read.
 */
export function useMyRegistration(userId: string | null, eventId: string): Registration | null | undefined {
  const { data } = useQuery({
    queryKey: ['registrations', 'states', userId ?? ''],
    queryFn: async ({ signal }) => (await apiRequest('/users/me/registrations', { schema: schemas.MyRegistrationsSchema, signal })).registrations,
    enabled: userId !== null,
  });
  if (!data) return undefined;
  return data.find((r) => r.postId === eventId && r.status !== 'cancelled') ?? null;
}
