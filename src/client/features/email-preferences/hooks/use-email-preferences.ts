import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionalEmailKind } from '../../../../shared/email-kinds.ts';
import { confirmUnsubscribe, fetchEmailPreferences, fetchUnsubscribe, updateEmailPreferences } from '../api/email-preferences-api.ts';

export const emailPreferencesKeys = {
  mine: (userId: string) => ['email-preferences', userId] as const,
  unsubscribe: (token: string) => ['email-preferences', 'unsubscribe', token] as const,
};

export const useEmailPreferences = (userId: string) =>
  useQuery({ queryKey: emailPreferencesKeys.mine(userId), queryFn: ({ signal }) => fetchEmailPreferences(signal) });

/** Turns one kind on or off; the server's answer replaces what is shown. */
export function useSetEmailPreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: OptionalEmailKind; on: boolean }) => updateEmailPreferences({ [kind]: on }),
    onSuccess: (answer) => queryClient.setQueryData(emailPreferencesKeys.mine(userId), answer),
  });
}

export const useUnsubscribeLink = (token: string) =>
  useQuery({ queryKey: emailPreferencesKeys.unsubscribe(token), queryFn: ({ signal }) => fetchUnsubscribe(token, signal), retry: false });

export function useConfirmUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmUnsubscribe(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(emailPreferencesKeys.unsubscribe(token), answer);
      void queryClient.invalidateQueries({ queryKey: ['email-preferences'] });
    },
  });
}
