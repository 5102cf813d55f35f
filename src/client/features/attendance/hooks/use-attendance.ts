import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendedEvents } from '../../../../shared/schemas/attendance.ts';
import { downloadAttendedCsv, fetchClubAttendance, fetchMyAttended, saveAttendanceVisibility } from '../api/attendance-api.ts';

export const attendanceKeys = {
  mine: (userId: string) => ['attendance', 'mine', userId] as const,
  club: (slug: string) => ['attendance', 'club', slug] as const,
};

export const useMyAttended = (userId: string) =>
  useQuery({ queryKey: attendanceKeys.mine(userId), queryFn: ({ signal }) => fetchMyAttended(signal) });

/** Shows or hides the list; the answer (the server's) is written into the kept list. */
export function useSetAttendanceVisibility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttendanceVisibility,
    onSuccess: (shown) =>
      queryClient.setQueryData<AttendedEvents>(attendanceKeys.mine(userId), (kept) => (kept ? { ...kept, public: shown } : kept)),
  });
}

export const useDownloadAttendedCsv = () => useMutation({ mutationFn: downloadAttendedCsv });

export const useClubAttendance = (slug: string, enabled: boolean) =>
  useQuery({ queryKey: attendanceKeys.club(slug), queryFn: ({ signal }) => fetchClubAttendance(slug, signal), enabled });
