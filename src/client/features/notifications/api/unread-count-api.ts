import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/** GET /api/notifications/unread-count: the nav badge's number. */
export const fetchUnreadCount = async (signal?: AbortSignal): Promise<number> =>
  (await apiRequest('/notifications/unread-count', { schema: schemas.UnreadCountSchema, signal })).count;
