import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubInput, ClubUpdate } from '../../../../shared/schemas/clubs.ts';
import {
  acceptInvite,
  adminUpdateClub,
  approveClub,
  createClub,
  handOver,
  inviteByEmail,
  joinClub,
  leaveClub,
  markAlumni,
  rejectClub,
  removeMember,
  setFollowing,
  updateClub,
  updateMember,
  type AdminClubChange,
  type MemberChange,
} from '../api/clubs-api.ts';
import { clubKeys } from './club-keys.ts';

/** A club's write; afterwards every club answer is read again (counts, roles and states are the server's). */
function useClubMutation<V, R = void>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clubKeys.all }),
  });
}

export const useFollowClub = () => useClubMutation(({ slug, following }: { slug: string; following: boolean }) => setFollowing(slug, following));
export const useJoinClub = () => useClubMutation((slug: string) => joinClub(slug));
export const useLeaveClub = () => useClubMutation((slug: string) => leaveClub(slug));
export const useAcceptInvite = () => useClubMutation((token: string) => acceptInvite(token));
export const useCreateClub = (onProgress?: (fraction: number) => void) =>
  useClubMutation((input: ClubInput) => createClub(input, onProgress));
export const useUpdateClub = (slug: string, onProgress?: (fraction: number) => void) =>
  useClubMutation((input: ClubUpdate) => updateClub(slug, input, onProgress));
export const useUpdateMember = (slug: string) =>
  useClubMutation(({ userId, change }: { userId: string; change: MemberChange }) => updateMember(slug, userId, change));
export const useRemoveMember = (slug: string) => useClubMutation((userId: string) => removeMember(slug, userId));
export const useMarkAlumni = (slug: string) => useClubMutation((userId: string) => markAlumni(slug, userId));
export const useInviteByEmail = (slug: string) => useClubMutation((email: string) => inviteByEmail(slug, email));
export const useHandOver = (slug: string) => useClubMutation((userId: string) => handOver(slug, userId));
export const useApproveClub = () => useClubMutation((slug: string) => approveClub(slug));
export const useRejectClub = () => useClubMutation(({ slug, reason }: { slug: string; reason: string }) => rejectClub(slug, reason));
export const useAdminUpdateClub = () =>
  useClubMutation(({ slug, change }: { slug: string; change: AdminClubChange }) => adminUpdateClub(slug, change));
