import type { Me, SessionUser } from '../../../shared/schemas/auth.ts';
import type { Viewer } from '../../context.ts';
import { fromFlag } from '../../database/values.ts';
import type { UserRow } from '../users/users.service.ts';

type UserLike = Pick<UserRow, 'id' | 'name' | 'email' | 'avatar' | 'is_admin' | 'email_verified_at'>;

export const presentMe = (user: UserLike): Me => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  isAdmin: fromFlag(user.is_admin),
  emailVerified: user.email_verified_at !== null,
});

export const presentSessionUser = (user: UserLike, token: string): SessionUser => ({ ...presentMe(user), token });

/** The caller as the auth hook read it (GET /api/auth/me). */
export const presentViewer = (viewer: Viewer): Me => ({
  _id: viewer.id,
  name: viewer.name,
  email: viewer.email,
  avatar: viewer.avatar,
  isAdmin: viewer.isAdmin,
  emailVerified: viewer.emailVerified,
});
