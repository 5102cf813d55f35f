/**
 * A change as a Server-Sent Event: `id`, `event` and one line of JSON (src/shared/schemas/stream.ts). The
 * text is made once per change and variant (a like's own liker hears `mine`), not once per listener.
 */
import type { StreamEventName } from '../../../shared/schemas/stream.ts';
import type { Delivered } from '../../changes/change-stream.ts';
import type { Change } from '../../changes/change.ts';
import type { Listener } from './stream.policy.ts';

function event(id: string, name: StreamEventName, data: object): string {
  return `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Whether a listener hears a variant of the change's text of their own (the `mine` flag). */
function ownVariant(change: Change, listener: Listener | null): boolean {
  return listener !== null && (change.type === 'like' || change.type === 'registration') && change.userId === listener.id;
}

function text(id: string, change: Change, mine: boolean): string | null {
  switch (change.type) {
    case 'post':
      return event(id, 'post', {
        postId: change.postId,
        postType: change.postType,
        action: change.action,
        visible: change.visibility === 'public' && change.action !== 'removed',
      });
    case 'like':
      return event(id, 'likes', { postId: change.postId, likes: change.likes, ...(mine ? { mine: change.liked } : {}) });
    case 'comment':
      return event(id, 'comments', { postId: change.postId, comments: change.comments });
    case 'registration':
      return event(id, 'registrations', { postId: change.postId, registrations: change.registrations, ...(mine ? { mine: true } : {}) });
    case 'door':
      return event(id, 'door', { postId: change.postId, holding: change.holding, checkedIn: change.checkedIn });
    case 'report':
      return event(id, 'reports', {});
    case 'notification':
      return event(id, 'notifications', {});
    case 'calendar':
      return event(id, 'calendar', {});
    case 'club':
      return event(id, 'clubs', { page: change.page });
    case 'unknown':
      return event(id, 'reset', {});
    case 'user':
    case 'sessions':
    case 'outbox':
    case 'push':
    case 'word-filters':
      return null;
  }
}

/** The texts of one delivered change, made on first use. */
export class PresentedChange {
  #shared: string | null | undefined;
  #own: string | null | undefined;

  constructor(readonly delivered: Delivered) {}

  for(listener: Listener | null): string | null {
    const { id, change } = this.delivered;
    if (ownVariant(change, listener)) return (this.#own ??= text(id, change, true));
    return this.shared;
  }

  /** The text everyone who hears the change without a variant of their own hears. */
  get shared(): string | null {
    if (this.#shared === undefined) this.#shared = text(this.delivered.id, this.delivered.change, false);
    return this.#shared;
  }
}

/** Told to a client whose Last-Event-ID is no longer known: refetch what you show. */
export const resetText = (id: string): string => event(id, 'reset', {});
