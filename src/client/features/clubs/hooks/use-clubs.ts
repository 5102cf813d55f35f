import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clubsPath, fetchAdminQueue, fetchCategories, fetchClub, fetchClubPage, fetchMembers, fetchMyClubs } from '../api/clubs-api.ts';
import { clubKeys } from './club-keys.ts';

/** The directory of approved clubs, filtered by category and search text, page by page (`Link: rel="next"`). */
export const useClubDirectory = (category: string, q: string) =>
  useInfiniteQuery({
    queryKey: clubKeys.directory(category, q),
    queryFn: ({ pageParam, signal }) => fetchClubPage(pageParam, signal),
    initialPageParam: clubsPath({ category, q }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The categories the admin keeps. */
export const useClubCategories = () =>
  useQuery({ queryKey: clubKeys.categories, queryFn: ({ signal }) => fetchCategories(signal), staleTime: 10 * 60_000 });

/** One club, as the viewer may see it (`viewerId` keys the answer: it carries the viewer's role). */
export const useClub = (slug: string, viewerId: string | null) =>
  useQuery({ queryKey: [...clubKeys.club(slug), viewerId], queryFn: ({ signal }) => fetchClub(slug, signal), retry: false });

/** A club's members; managers also see requests to join. */
export const useClubMembers = (slug: string, enabled = true) =>
  useQuery({ queryKey: clubKeys.members(slug), queryFn: ({ signal }) => fetchMembers(slug, signal), enabled });

/** The signed-in student's clubs, with role and title. */
export const useMyClubs = (userId: string | null) =>
  useQuery({ queryKey: clubKeys.mine(userId ?? ''), queryFn: ({ signal }) => fetchMyClubs(signal), enabled: userId !== null });

/** The admin's queue of clubs. */
export const useAdminClubQueue = () => useQuery({ queryKey: clubKeys.adminQueue, queryFn: ({ signal }) => fetchAdminQueue(signal) });
