import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AnnouncementDraft,
  appointOwner,
  closeClubYear,
  confirmOfficer,
  fetchClubAnnouncements,
  fetchClubYear,
  fetchHeldAnnouncements,
  postClubAnnouncement,
  rejectAnnouncement,
  releaseAnnouncement,
  startClubYear,
} from '../api/club-news-api.ts';

export const announcementsKey = (slug: string) => ['club-news', 'announcements', slug] as const;
export const heldAnnouncementsKey = ['club-news', 'held'] as const;
export const clubYearKey = ['club-news', 'year'] as const;

export const useClubAnnouncements = (slug: string) =>
  useQuery({ queryKey: announcementsKey(slug), queryFn: ({ signal }) => fetchClubAnnouncements(slug, signal) });

/** Posts an announcement, with the picture's upload progress (0..1, null when idle). */
export function usePostAnnouncement(slug: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (draft: AnnouncementDraft) => {
      setProgress(draft.image ? 0 : null);
      return postClubAnnouncement(slug, draft, draft.image ? setProgress : undefined);
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: announcementsKey(slug) });
    },
  });
  return { ...mutation, progress };
}

export const useHeldAnnouncements = () => useQuery({ queryKey: heldAnnouncementsKey, queryFn: ({ signal }) => fetchHeldAnnouncements(signal) });

export function useReviewAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; release: boolean; reason?: string }) =>
      input.release ? releaseAnnouncement(input.id) : rejectAnnouncement(input.id, input.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['club-news'] }),
  });
}

export function useConfirmOfficer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOfficer(slug),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['clubs'] }),
  });
}

export const useClubYear = () => useQuery({ queryKey: clubYearKey, queryFn: ({ signal }) => fetchClubYear(signal) });

function useYearMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: clubYearKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clubs'] });
    },
  });
}

export const useStartClubYear = () => useYearMutation((startsOn: string) => startClubYear(startsOn));
export const useCloseClubYear = () => useYearMutation((_: void) => closeClubYear());
export const useAppointOwner = () => useYearMutation((input: { slug: string; email: string }) => appointOwner(input.slug, input.email));
