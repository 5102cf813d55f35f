import type { ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import type { ProfileStats } from '../../../../shared/schemas/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

export const fetchProfileStats = (signal?: AbortSignal): Promise<ProfileStats> =>
  apiRequest('/users/me/stats', { schema: schemas.ProfileStatsSchema, signal });

/** PUT /api/users/profile/avatar: a predefined avatar's path, or a picture as a data URL. */
export const updateAvatar = async (avatar: string): Promise<string> =>
  (await apiRequest('/users/profile/avatar', { method: 'PUT', body: { avatar }, schema: schemas.AvatarAnswerSchema })).avatar;

/** PUT /api/auth/password: the current password and a new one; the other sessions are signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/auth/password', { method: 'PUT', body: input, schema: schemas.OkSchema });
}

/** POST /api/auth/logout-all: signs out every session of the account, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', schema: schemas.OkSchema });
}
