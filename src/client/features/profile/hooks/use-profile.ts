import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, failedTo, networkError } from '../../../../shared/messages.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { fetchProfileStats, updateAvatar } from '../api/profile-api.ts';

export const profileKeys = { stats: (userId: string) => ['profile', 'stats', userId] as const };

/** SPEC §2's stats, counted by the server. */
export const useProfileStats = (userId: string | null) =>
  useQuery({
    queryKey: profileKeys.stats(userId ?? ''),
    queryFn: ({ signal }) => fetchProfileStats(signal),
    enabled: userId !== null,
  });

/** The failure text SPEC §8 gives, also added to the in-session notifications. */
export function avatarFailure(error: unknown): string {
  const text =
    error instanceof NetworkError
      ? networkError('update profile image')
      : failedTo('update profile image', error instanceof ApiError ? error.message : MESSAGES.unknownError);
  notify(text, 'error');
  return text;
}

/** Saves the avatar; every post and comment shows it (authors are joined at read time), so they refresh. */
export function useUpdateAvatar(onSaved: (avatar: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (avatar) => {
      onSaved(avatar);
      notify(MESSAGES.avatarSaved, 'success');
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['comments'] });
    },
  });
}
