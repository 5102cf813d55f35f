import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteAccount, fetchDeletionPreview } from '../api/account-deletion-api.ts';

/** What deleting the account would do; read while the confirmation is open, fresh each time. */
export const useDeletionPreview = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['account', 'deletion-preview', userId] as const,
    queryFn: ({ signal }) => fetchDeletionPreview(signal),
    enabled,
    staleTime: 0,
  });

export const useDeleteAccount = (onDeleted: () => void) => useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
