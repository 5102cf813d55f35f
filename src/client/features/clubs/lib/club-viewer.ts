/** What the clubs' screens know of the viewer, handed in by the app (features do not read each other's state). */
export type RequireUser = (action: () => void, reason?: string) => boolean;

export interface ClubViewer {
  /** Null for a visitor. */
  id: string | null;
  isAdmin: boolean;
  requireUser: RequireUser;
}
