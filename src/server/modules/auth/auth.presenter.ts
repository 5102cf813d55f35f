import type { Me, SessionUser } from '../../../shared/schemas/auth.ts';
import type { Viewer } from '../../context.ts';
import { fromFlag } from '../../database/values.ts';
import { accountLocale } from '../../lib/reader-locale.ts';
import type { UserRow } from '../users/users.service.ts';
import { suspendedUntil } from './auth.policy.ts';

type UserLike = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'avatar' | 'is_admin' | 'email_verified_at' | 'is_moderator' | 'suspended_until' | 'suspension_reason' | 'locale'
>;

const suspensionOf = (user: UserLike) => {
  const until = suspendedUntil(user.suspended_until, new Date().toISOString());
  return { isModerator: fromFlag(user.is_moderator), suspendedUntil: until, suspensionReason: until ? user.suspension_reason : null };
};

export const presentMe = (user: UserLike): Me => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  isAdmin: fromFlag(user.is_admin),
  emailVerified: user.email_verified_at !== null,
  ...suspensionOf(user),
  locale: accountLocale(user.locale),
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
  isModerator: viewer.isModerator,
  suspendedUntil: viewer.suspendedUntil,
  suspensionReason: viewer.suspensionReason,
  locale: viewer.locale ?? null,
});
