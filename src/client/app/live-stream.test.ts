import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Post } from '../../shared/schemas/posts.ts';
import { callsTo, jsonResponse, stubFetch } from '../test/http.ts';
import type { StreamEvent } from '../../shared/schemas/stream.ts';
import { NewPostsStore } from '../features/posts/lib/new-posts.ts';
import { makePost } from '../test/make-post.ts';
import { applyLiveEvent } from './live-stream.ts';

const keys = {
  counts: ['registrations', 'counts', 'u1'],
  mine: ['registrations', 'mine', 'u1'],
  calendar: ['calendar', 'mine', 'u1'],
  month: ['calendar', 'month', '2026-12', 'Asia/Kolkata'],
  pending: ['moderation', 'pending'],
  reported: ['moderation', 'reported'],
  unread: ['notifications', 'unread', 'u1'],
  list: ['notifications', 'list', 'u1'],
  one: ['posts', 'one', 'p1'],
  club: ['clubs', 'club', 'robotics'],
  members: ['clubs', 'members', 'robotics'],
  following: ['posts', 'feed', { type: 'event,culturalEvent', q: '', author: null, view: 'following' }],
  events: ['posts', 'feed', { type: 'event,culturalEvent', q: '', author: null }],
} as const;

function setup() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, key === keys.counts ? { e1: 4, e2: 1 } : []);
  const context = { queryClient, newPosts: new NewPostsStore(), viewerId: () => 'u1' };
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, context, stale, apply: (event: StreamEvent) => applyLiveEvent(context, event) };
}

describe('applyLiveEvent', () => {
  it("shows the host's new registration count at once, and the registrant's registration", () => {
    const { queryClient, stale, apply } = setup();
    apply({ event: 'registrations', id: '1', data: { postId: 'e1', registrations: 5 } });
    expect(queryClient.getQueryData(keys.counts)).toEqual({ e1: 5, e2: 1 });
    expect(stale()).toEqual(['counts']);
    apply({ event: 'registrations', id: '2', data: { postId: 'e2', registrations: 2, mine: true } });
    expect(stale()).toEqual(['counts', 'mine']);
  });

  it('reads again only what each event names', () => {
    let world = setup();
    world.apply({ event: 'calendar', id: '1', data: {} });
    expect(world.stale()).toEqual(['calendar']);

    world = setup();
    world.apply({ event: 'notifications', id: '1', data: {} });
    expect(world.stale()).toEqual(['unread', 'list']);

    world = setup();
    world.apply({ event: 'reports', id: '1', data: {} });
    expect(world.stale()).toEqual(['reported']);

    // A new event waiting for approval reaches the admin's queue and the calendars.
    world = setup();
    world.apply({ event: 'post', id: '1', data: { postId: 'e9', postType: 'event', action: 'created', visible: false } });
    expect(world.stale()).toEqual(['month', 'pending', 'reported']);
    expect(world.context.newPosts.getSnapshot().size).toBe(0);

    // A club's people: its pages and the Following view, not the other feeds; its page (name, logo): every post list.
    world = setup();
    world.apply({ event: 'clubs', id: '1', data: { page: false } });
    expect(world.stale()).toEqual(['club', 'members', 'following']);
    world = setup();
    world.apply({ event: 'clubs', id: '1', data: { page: true } });
    expect(world.stale()).toEqual(['one', 'club', 'members', 'following', 'events']);

    world = setup();
    world.apply({ event: 'reset', id: '1', data: {} });
    expect(world.stale()).toEqual(Object.keys(keys));
  });

  it('marks a removed post\'s own view stale, so it says the post is gone', () => {
    const { queryClient, stale, apply } = setup();
    queryClient.setQueryData(keys.one, makePost({ _id: 'p1' }));
    apply({ event: 'post', id: '1', data: { postId: 'p1', postType: 'confession', action: 'removed', visible: false } });
    expect(stale()).toContain('one');
  });

  it("reads an event shown on the page again when its registrations change, so its seats left follow", async () => {
    const { queryClient, apply } = setup();
    const shown = makePost({ _id: 'e1', type: 'event', enableRegistrationForm: true, capacity: 2, seatsLeft: 1 });
    queryClient.setQueryData(['posts', 'one', 'e1'], shown);
    queryClient.setQueryData(['posts', 'feed', {}], { pages: [[shown]], pageParams: [null] });
    const fetchMock = stubFetch({ 'GET /api/posts/e1': () => jsonResponse({ ...shown, seatsLeft: 0 }) });
    apply({ event: 'registrations', id: '1', data: { postId: 'e1', registrations: 2 } });
    await waitFor(() => expect(queryClient.getQueryData<Post>(['posts', 'one', 'e1'])?.seatsLeft).toBe(0));
    expect(queryClient.getQueryData<{ pages: Post[][] }>(['posts', 'feed', {}])?.pages[0]?.[0]?.seatsLeft).toBe(0);
    // An event not on the page is not asked for.
    apply({ event: 'registrations', id: '2', data: { postId: 'e2', registrations: 1 } });
    expect(callsTo(fetchMock, 'GET /api/posts/e2')).toHaveLength(0);
  });
});
