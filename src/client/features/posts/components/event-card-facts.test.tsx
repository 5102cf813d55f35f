import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { eventPriceText } from '../lib/event-card-facts.ts';
import { PostCard } from './post-card.tsx';
import type { PostInteractions } from './post-interactions.ts';

const MINE = 'GET /api/users/me/registrations';
const interactions = (viewerId: string | null): PostInteractions => ({
  signedIn: viewerId !== null,
  viewerId,
  requireUser: vi.fn((action: () => void) => action()),
  onEdit: vi.fn(),
  onOpenEvent: vi.fn(),
});
const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
/** A full event that takes registrations in the app. */
const fullEvent = (overrides: Parameters<typeof makePost>[0] = {}) =>
  makePost({
    _id: 'ev1',
    title: 'Battle of the Bands',
    type: 'event',
    eventStartDate: future,
    enableRegistrationForm: true,
    registrationOpen: true,
    capacity: 50,
    seatsLeft: 0,
    price: 400,
    ...overrides,
  });
const card = (title = 'Battle of the Bands') => screen.getByRole('article', { name: title });
const registrations = (list: Registration[]) => ({ [MINE]: () => jsonResponse({ registrations: list }) });

describe('an event card', () => {
  it('says the price: Free, ₹400, or the lowest of a cultural event’s tickets', () => {
    expect(eventPriceText({ type: 'event', price: null, ticketOptions: [] })).toBe('Free');
    expect(eventPriceText({ type: 'event', price: 400, ticketOptions: [] })).toBe('₹400');
    const ticket = (ticketPrice: number) => ({ ticketType: 'Day pass', ticketPrice, capacity: null });
    expect(eventPriceText({ type: 'culturalEvent', price: null, ticketOptions: [ticket(150), ticket(300)] })).toBe('From ₹150');
    expect(eventPriceText({ type: 'culturalEvent', price: null, ticketOptions: [ticket(0), ticket(0)] })).toBe('Free');
    expect(eventPriceText({ type: 'culturalEvent', price: null, ticketOptions: [ticket(0), ticket(200)] })).toBe('Free, or from ₹200');
  });

  it('tells a visitor the price and that the event is full', () => {
    stubFetch({});
    renderWithProviders(<PostCard post={fullEvent()} interactions={interactions(null)} />);
    expect(within(card()).getByText('Price: ₹400')).toBeTruthy();
    expect(within(card()).getByText(MESSAGES.eventFullJoinWaitlist)).toBeTruthy();
  });

  it('tells someone with a seat "You’re going", not "Full - join the waitlist"', async () => {
    stubFetch(registrations([makeRegistration({ postId: 'ev1', status: 'confirmed' })]));
    renderWithProviders(<PostCard post={fullEvent()} interactions={interactions('u1')} />);
    expect(await within(card()).findByText('You’re going')).toBeTruthy();
    expect(within(card()).queryByText(MESSAGES.eventFullJoinWaitlist)).toBeNull();
  });

  it('tells someone waiting "On the waitlist", and someone who owes money "Payment pending"', async () => {
    stubFetch(
      registrations([
        makeRegistration({ _id: 'r1', postId: 'ev1', status: 'waitlisted', waitlistPosition: 2 }),
        makeRegistration({ _id: 'r2', postId: 'ev2', status: 'awaiting_payment', paymentSubmittedAt: null, payment: null }),
      ]),
    );
    renderWithProviders(
      <>
        <PostCard post={fullEvent()} interactions={interactions('u1')} />
        <PostCard post={fullEvent({ _id: 'ev2', title: 'Jazz Night' })} interactions={interactions('u1')} />
      </>,
    );
    expect(await within(card()).findByText('On the waitlist')).toBeTruthy();
    expect(await within(card('Jazz Night')).findByText('Payment pending')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.eventFullJoinWaitlist)).toBeNull();
  });

  it('does not offer the host the waitlist of their own event', async () => {
    stubFetch(registrations([]));
    renderWithProviders(<PostCard post={fullEvent({ userId: 'u1', postedByMe: true })} interactions={interactions('u1')} />);
    expect(within(card()).getByText('Price: ₹400')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(card()).queryByText(MESSAGES.eventFullJoinWaitlist)).toBeNull();
  });

  it('shows a signed-in student who has not registered that the event is full', async () => {
    stubFetch(registrations([makeRegistration({ postId: 'other' })]));
    renderWithProviders(<PostCard post={fullEvent()} interactions={interactions('u1')} />);
    expect(await within(card()).findByText(MESSAGES.eventFullJoinWaitlist)).toBeTruthy();
    expect(within(card()).queryByText('You’re going')).toBeNull();
  });
});

describe('a card’s actions', () => {
  it('ask a visitor to log in saying why, each with its own reason', () => {
    stubFetch({});
    const requireUser = vi.fn();
    renderWithProviders(<PostCard post={makePost({ title: 'Chai' })} interactions={{ ...interactions(null), requireUser }} />);
    within(card('Chai')).getByRole('button', { name: 'Like' }).click();
    within(card('Chai')).getByRole('button', { name: 'Comment' }).click();
    expect(requireUser.mock.calls.map(([, reason]) => reason as string)).toEqual(['Log in to like this post', 'Log in to comment']);
  });

  it('keep a visible word beside each icon', () => {
    stubFetch({});
    renderWithProviders(<PostCard post={makePost({ title: 'Chai' })} interactions={interactions(null)} />);
    for (const name of ['Like', 'Comment', 'Share']) {
      expect(within(card('Chai')).getByRole('button', { name }).textContent).toContain(name);
    }
  });
});
