import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadMyData, fetchBlockedPeople, fetchSessions, signOutSession, unblockPerson } from '../api/account-api.ts';

export const accountKeys = {
  sessions: (userId: string) => ['account', 'sessions', userId] as const,
  blocks: (userId: string) => ['account', 'blocks', userId] as const,
};

export const useSessions = (userId: string) =>
  useQuery({ queryKey: accountKeys.sessions(userId), queryFn: ({ signal }) => fetchSessions(signal) });

export function useSignOutSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

export const useBlockedPeople = (userId: string) =>
  useQuery({ queryKey: accountKeys.blocks(userId), queryFn: ({ signal }) => fetchBlockedPeople(signal) });

/** Unblocks someone: their posts and comments come back, so every list of posts and comments is read again. */
export function useUnblock(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockPerson,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.blocks(userId) });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['comments'] });
    },
  });
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
