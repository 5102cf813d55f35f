import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
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
import { ApiError, NetworkError, serverText } from '../../../lib/api-client.ts';
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
      notify(t(MESSAGES.userNotLoggedIn), 'error');
      return { ok: false, message: t(MESSAGES.userNotLoggedIn) };
    }
    setPending(true);
    try {
      const registration = await register.mutateAsync(payload);
      notify(registeredText(event.title, registration), 'success');
      return { ok: true, registration };
    } catch (error) {
      if (error instanceof NetworkError) {
        notify(networkError(t('register for "{title}"', { title: event.title })), 'error');
        return { ok: false, message: t(MESSAGES.registrationNetwork) };
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
        notify(t(MESSAGES.eventNotFound), 'error');
        return { ok: false, message: t(MESSAGES.eventNotFound) };
      }
      const text = registrationFailedFor(event.title, serverText(message));
      notify(text, 'error');
      return { ok: false, message: text };
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}
