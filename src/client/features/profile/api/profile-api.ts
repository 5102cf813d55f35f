import { AvatarAnswerSchema, ProfileStatsSchema } from '../../../../shared/schemas/profile.ts';
import type { ProfileStats } from '../../../../shared/schemas/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const fetchProfileStats = (signal?: AbortSignal): Promise<ProfileStats> =>
  apiRequest('/users/me/stats', { schema: ProfileStatsSchema, signal });

/** PUT /api/users/profile/avatar: a predefined avatar's path, or a picture as a data URL. */
export const updateAvatar = async (avatar: string): Promise<string> =>
  (await apiRequest('/users/profile/avatar', { method: 'PUT', body: { avatar }, schema: AvatarAnswerSchema })).avatar;
