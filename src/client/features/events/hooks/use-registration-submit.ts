import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  alreadyRegisteredFor,
  networkError,
  registeredFor,
  joinedWaitlist,
  registrationFailedFor,
  seatHeldFor,
} from '../../../../shared/messages.ts';
import type { Registration, RegistrationPayload } from '../../../../shared/schemas/events.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { registrationKeys, useRegister } from './use-registrations.ts';

export type SubmitOutcome = { ok: true; registration: Registration } | { ok: false; message: string };

/** The in-session notification of a registration the server took: a seat, a seat held for payment, or a place in line. */
function registeredText(title: string, registration: Registration): string {
  if (registration.status === 'waitlisted') return joinedWaitlist(title, registration.waitlistPosition ?? 1);
  if (registration.status === 'awaiting_payment') return seatHeldFor(title);
  return registeredFor(title);
}

/**
 * Sends a registration and turns every outcome into SPEC §8's texts: the in-session notification and the
 * line the modal shows.
 */
export function useRegistrationSubmit(event: { _id: string; title: string }, userId: string | null) {
  const queryClient = useQueryClient();
  const register = useRegister(event._id, userId ?? '');
  const [pending, setPending] = useState(false);

  const submit = async (payload: RegistrationPayload): Promise<SubmitOutcome> => {
    if (!userId) {
      notify(MESSAGES.userNotLoggedIn, 'error');
      return { ok: false, message: MESSAGES.userNotLoggedIn };
    }
    setPending(true);
    try {
      const registration = await register.mutateAsync(payload);
      notify(registeredText(event.title, registration), 'success');
      return { ok: true, registration };
    } catch (error) {
      if (error instanceof NetworkError) {
        notify(networkError(`register for "${event.title}"`), 'error');
        return { ok: false, message: MESSAGES.registrationNetwork };
      }
      const message = error instanceof ApiError ? error.message : MESSAGES.unknownError;
      if (error instanceof ApiError && error.status === 409 && message === MESSAGES.alreadyRegistered) {
        // The server knows best: show the event as registered from now on.
        queryClient.setQueryData<string[]>(registrationKeys.mine(userId), (ids) => [...new Set([...(ids ?? []), event._id])]);
        const text = alreadyRegisteredFor(event.title);
        notify(text, 'info');
        return { ok: false, message: text };
      }
      if (error instanceof ApiError && error.status === 404) {
        notify(MESSAGES.eventNotFound, 'error');
        return { ok: false, message: MESSAGES.eventNotFound };
      }
      const text = registrationFailedFor(event.title, message);
      notify(text, 'error');
      return { ok: false, message: text };
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}
