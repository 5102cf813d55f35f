import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonAccount } from '../../../../shared/schemas/people.ts';
import { findPeople } from '../api/people-api.ts';

const peopleKey = (q: string) => ['moderation', 'people', q] as const;

/** Accounts matching `q` (2 characters at least; nothing is asked before). */
export const usePeople = (q: string) =>
  useQuery({ queryKey: peopleKey(q), queryFn: ({ signal }) => findPeople(q, signal), enabled: q.length >= 2 });

/** An act on an account whose answer is the account as it is now: the search lists show it at once. */
export function usePersonAction<TVars>(action: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => {
      const person = answer as Partial<PersonAccount> | undefined;
      if (!person?._id) return;
      queryClient.setQueriesData<PersonAccount[]>({ queryKey: ['moderation', 'people'] }, (list) =>
        list?.map((p) => (p._id === person._id ? (person as PersonAccount) : p)),
      );
    },
  });
}
