import { useQuery } from '@tanstack/react-query';
import { fetchMyRegistrations } from '../api/events-api.ts';
import { registrationDefaults } from '../lib/registration-defaults.ts';
import type { RegistrationDefaults } from '../lib/registration-defaults.ts';
import type { RegistrationTarget } from '../lib/registration-form.ts';
import { registrationKeys } from './use-registrations.ts';

/**
 * The phone number and answers the signed-in student gave last time (decision 079), from the registrations list
 * the server already gives them; undefined while it is read, or for a visitor.
 */
export function useRegistrationDefaults(
  userId: string | null,
  event: Pick<RegistrationTarget, 'registrationFields'>,
): RegistrationDefaults | undefined {
  const query = useQuery({
    queryKey: registrationKeys.states(userId ?? ''),
    queryFn: ({ signal }) => fetchMyRegistrations(signal),
    enabled: userId !== null,
  });
  return query.data ? registrationDefaults(event, query.data) : undefined;
}
