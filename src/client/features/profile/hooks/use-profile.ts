import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { changePassword, createCalendarFeed, fetchCalendarFeed, fetchProfileStats, signOutEverywhere, updateAvatar } from '../api/profile-api.ts';

export const profileKeys = {
  stats: (userId: string) => ['profile', 'stats', userId] as const,
  calendarFeed: (userId: string) => ['profile', 'calendar-feed', userId] as const,
};

/** SPEC §2's stats, counted by the server. */
export const useProfileStats = (userId: string | null) =>
  useQuery({
    queryKey: profileKeys.stats(userId ?? ''),
    queryFn: ({ signal }) => fetchProfileStats(signal),
    enabled: userId !== null,
  });

/** The failure text SPEC §8 gives, also added to the in-session notifications. */
export const avatarFailure = (error: unknown): string => notifyFailure(t('update profile image'), error);

/** Saves the avatar; every post and comment shows it (authors are joined at read time), so they refresh. */
export function useUpdateAvatar(onSaved: (avatar: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (avatar) => {
      onSaved(avatar);
      notify(t(MESSAGES.avatarSaved), 'success');
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['comments'] });
    },
  });
}

/** Changes the password; the server keeps this session and signs out the others. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** Signs out every session, this one included; `onSignedOut` then signs this tab out. */
export const useSignOutEverywhere = (onSignedOut: () => void) =>
  useMutation({ mutationFn: signOutEverywhere, onSuccess: onSignedOut });

/** Whether the student has a calendar feed link (the link itself is shown only when made). */
export const useCalendarFeed = (userId: string) =>
  useQuery({ queryKey: profileKeys.calendarFeed(userId), queryFn: ({ signal }) => fetchCalendarFeed(signal) });

/** Makes a new calendar feed link (the old one stops working); the answer holds the link, this once. */
export function useNewCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(profileKeys.calendarFeed(userId), { active: true, createdAt: feed.createdAt }),
  });
}
