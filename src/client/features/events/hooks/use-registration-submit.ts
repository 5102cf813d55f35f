import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  alreadyRegisteredFor,
  networkError,
  registeredFor,
  registrationFailedFor,
} from '../../../../shared/messages.ts';
import type { RegistrationPayload } from '../../../../shared/schemas/events.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { registrationKeys, useRegister } from './use-registrations.ts';

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

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
      await register.mutateAsync(payload);
      notify(registeredFor(event.title), 'success');
      return { ok: true };
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
