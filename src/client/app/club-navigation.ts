import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from './paths.ts';

/** Opens the clubs' directory and a club's page at their addresses (decision 075). */
export interface ClubNavigation {
  open: (slug: string) => void;
  openDirectory: () => void;
}

export function useClubNavigation(): ClubNavigation {
  const navigate = useNavigate();
  return useMemo<ClubNavigation>(
    () => ({
      open: (slug: string) => void navigate(paths.club(slug)),
      openDirectory: () => void navigate(paths.clubs),
    }),
    [navigate],
  );
}
