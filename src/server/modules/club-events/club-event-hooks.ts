/**
 * Clubs in an event's life (decision 081), wired once by app.ts after the events' own hooks: posting as a club, its
 * followers told when it is approved, the clubs on each post answer, and the clubs' managers for the host authority.
 */
import { hooksOf, setPostKindHooks } from '../posts/post-hooks.ts';
import { wireClubHosts } from '../events/club-hosts.ts';
import { tellFollowers } from './club-event-news.ts';
import { clubsAmong, placeEvent } from './club-events.service.ts';
import * as repo from './club-events.repository.ts';

const EVENT_TYPES = ['event', 'culturalEvent'] as const;

export function wireClubEvents(): void {
  for (const type of EVENT_TYPES) {
    const events = hooksOf(type);
    setPostKindHooks([type], {
      ...events,
      placing: placeEvent,
      async approved(trx, ctx, post) {
        await events.approved?.(trx, ctx, post);
        await tellFollowers(trx, ctx, post);
      },
      clubsAmong,
    });
  }
  wireClubHosts({
    roleOf: repo.findClubRoleOnEvent,
    managerIdsOf: repo.findEventClubManagerIds,
    managedAmong: repo.findClubManagedAmong,
  });
}
