import type { Me, SessionUser } from '../../../shared/schemas/auth.ts';
import { fromFlag } from '../../database/values.ts';
import type { UserRow } from '../users/users.service.ts';

type UserLike = Pick<UserRow, 'id' | 'name' | 'email' | 'avatar' | 'is_admin'>;

export const presentMe = (user: UserLike): Me => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  isAdmin: fromFlag(user.is_admin),
});

export const presentSessionUser = (user: UserLike, token: string): SessionUser => ({ ...presentMe(user), token });
