import { createContext, useContext } from 'react';
import type { SessionUser } from '../../../../shared/schemas/auth.ts';

/** The modal's form: log in, sign up, or ask for a password reset link. */
export type LoginMode = 'login' | 'signup' | 'forgot';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** True while the Google sign-in ticket is being exchanged at boot. */
  signingIn: boolean;
  /** Opens the Login/Sign Up modal. */
  openLogin: (mode?: LoginMode) => void;
  /** Stores a user who just signed in, closes the modal and reloads the user's data (SPEC §4). */
  signIn: (user: SessionUser) => void;
  /**
   * Keeps a change to the signed-in user's own profile (a new avatar, a verified email) in the session and in
   * storage.
   */
  updateProfile: (patch: Partial<Pick<SessionUser, 'name' | 'avatar' | 'emailVerified'>>) => void;
  /** Revokes the session, clears the stored user and liked posts, and resets the cached data. */
  logout: () => Promise<void>;
  /**
   * Runs `action` for a signed-in user; for a visitor it opens the login modal instead (SPEC §6), saying `reason`
   * ("Log in to like this post"), and runs `action` once they sign in there (decision 080).
   * Returns whether the action ran now.
   */
  requireUser: (action?: (user: SessionUser) => void, reason?: string) => boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
