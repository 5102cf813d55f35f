import type { ProfileStats } from '../../../../shared/schemas/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

export const fetchProfileStats = (signal?: AbortSignal): Promise<ProfileStats> =>
  apiRequest('/users/me/stats', { schema: schemas.ProfileStatsSchema, signal });

/** PUT /api/users/profile/avatar: a predefined avatar's path, or a picture as a data URL. */
export const updateAvatar = async (avatar: string): Promise<string> =>
  (await apiRequest('/users/profile/avatar', { method: 'PUT', body: { avatar }, schema: schemas.AvatarAnswerSchema })).avatar;
