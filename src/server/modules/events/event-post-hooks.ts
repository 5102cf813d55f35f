/**
 * What makes a post an event, in a post's life (decision 071): posts calls these for the event types
 * (posts/post-hooks.ts), inside the write's transaction; app.ts wires them.
 */
import { nowIso } from '../../database/values.ts';
import { reachesOthers } from '../auth/auth.policy.ts';
import { keepCancellation } from '../calendar/cancellations.ts';
import { keepEventDays } from '../calendar/event-days.ts';
import { eventCancelled, eventChanged } from './event-emails.ts';
import { type PostKindHooks, setPostKindHooks } from '../posts/post-hooks.ts';
import { afterEdit, lockForEdit } from './event-edits.service.ts';
import { cohostedAmong, powersOn } from './event-staff.service.ts';

export const eventPostHooks: PostKindHooks = {
  // Its days, for the calendars (decision 029).
  created: (trx, _ctx, post) => keepEventDays(trx, post),
  // Locked first: an edit that would leave fewer seats than its registrations hold is refused.
  lockForEdit: (trx, post, patch) => lockForEdit(trx, post.id, patch),
  async edited(trx, ctx, { before, after, actor, tells, inReview }) {
    // Seats it freed go down the waitlist; its registrants hear of a new date, venue or price.
    await afterEdit(trx, ctx, before, after, actor.id, tells);
    await keepEventDays(trx, after);
    // Its registrants and those who saved it hear where and when it is now, by email.
    if (tells) await eventChanged(trx, ctx, before, after, actor.id, inReview);
  },
  async removing(trx, ctx, post, actor) {
    // Calendars that carried it are told it is cancelled (decision 039), and its registrants by email.
    await keepCancellation(trx, post, nowIso());
    if (reachesOthers(actor)) await eventCancelled(trx, ctx, post, actor.id);
  },
  async grants(db, viewer, post) {
    const powers = await powersOn(db, viewer, post);
    return { view: powers.view, edit: powers.edit };
  },
  editableAmong: (db, viewer, posts) => cohostedAmong(db, viewer, posts.map((p) => p.id)),
};

/** Wires the events' part of a post's life (app.ts, once per process). */
export const wireEventPosts = (): void => setPostKindHooks(['event', 'culturalEvent'], eventPostHooks);
