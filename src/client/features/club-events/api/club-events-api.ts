import type { Post } from '../../../../shared/schemas/posts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;

export type ClubEventTime = 'upcoming' | 'past';

/** GET /api/clubs/{slug}/events?when=: the club's approved events, hosted or co-hosted. */
export const fetchClubEvents = (slug: string, when: ClubEventTime, signal?: AbortSignal): Promise<Post[]> =>
  apiRequest(`/clubs/${enc(slug)}/events?when=${when}`, { schema: schemas.PostListSchema, signal });
