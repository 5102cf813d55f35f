import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILED_EMAILS_PATH, fetchFailedEmailsPage, retryEmail } from '../api/emails-api.ts';

export const failedEmailsKey = ['moderation', 'emails'] as const;

export const useFailedEmails = () =>
  useInfiniteQuery({
    queryKey: failedEmailsKey,
    queryFn: ({ pageParam, signal }) => fetchFailedEmailsPage(pageParam, signal),
    initialPageParam: `${FAILED_EMAILS_PATH}?limit=20`,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** Sends an email again; the list is read again either way (a retried email leaves it until it fails again). */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryEmail(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedEmailsKey }),
  });
}
