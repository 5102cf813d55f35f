import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, addedToCalendar, removedFromCalendar } from '../../../../shared/messages.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { makePost } from '../../../test/make-post.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddToCalendarButton, HostPanel, RegistrationButton, type EventViewer } from './event-actions.tsx';

const event = makePost({
  _id: 'ev1',
  type: 'event',
  title: 'Open Mic Night',
  eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  registrationOpen: true,
  enableRegistrationForm: true,
});
const entry = { _id: 'ev1', type: 'event', title: 'Open Mic Night', location: null, eventStartDate: event.eventStartDate, eventEndDate: null, availableDates: [] };
const viewer = { id: 'u1', name: 'Asha', email: 'asha@campus.test', isAdmin: false };
const requireUser = (action: () => void) => action();
const MINE = 'GET /api/users/me/registrations';

beforeEach(() => {
  localStorage.clear();
});

describe('AddToCalendarButton', () => {
  it('adds with a toast, not an OK dialog; then says "In your calendar" and takes it out again', async () => {
    let saved: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/calendar/mine': () => jsonResponse(saved),
      'PUT /api/calendar/mine/ev1': () => {
        saved = [entry];
        return jsonResponse({ added: true }, 201);
      },
      'DELETE /api/calendar/mine/ev1': () => {
        saved = [];
        return jsonResponse({ ok: true });
      },
    });
    renderWithProviders(<AddToCalendarButton event={event} viewer={viewer} requireUser={requireUser} />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/calendar/mine')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    const button = await screen.findByRole('button', { name: /^In your calendar/ });
    expect(screen.getByRole('status').textContent).toContain(addedToCalendar('Open Mic Night'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('title')).toBe(MESSAGES.removeFromCalendar);

    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Add to Calendar' });
    expect(callsTo(fetchMock, 'DELETE /api/calendar/mine/ev1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(removedFromCalendar('Open Mic Night')));
  });
});

describe('RegistrationButton', () => {
  it('says REGISTERED once, leaving "In your calendar" to the calendar button beside it', async () => {
    stubFetch({
      'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: ['ev1'] }),
      [MINE]: () => jsonResponse({ registrations: [makeRegistration({ postId: 'ev1' })] }),
      'GET /api/calendar/mine': () => jsonResponse([entry]),
    });
    renderWithProviders(<RegistrationButton event={event} viewer={viewer} requireUser={requireUser} />);
    const button = await screen.findByRole('button', { name: 'REGISTERED' });
    expect(screen.queryByText(MESSAGES.registeredInCalendar)).toBeNull();
    // Dimmed, announced as unavailable, and still where the focus was: a click does nothing.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('joins the waitlist when every seat is held: the form opens with no payment step', async () => {
    stubFetch({
      'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: [] }),
      'GET /api/calendar/mine': () => jsonResponse([]),
    });
    const full = { ...event, price: 100, paymentMethod: 'qr' as const, paymentQRCode: '/media/qr.png', capacity: 1, seatsLeft: 0 };
    renderWithProviders(<RegistrationButton event={full} viewer={viewer} requireUser={requireUser} />);
    const button = await screen.findByRole('button', { name: 'JOIN WAITLIST' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Register for Open Mic Night' });
    expect(within(dialog).getByRole('button', { name: MESSAGES.joinWaitlist })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('says REGISTERED alone once the event was taken out of the calendar', async () => {
    stubFetch({
      'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: ['ev1'] }),
      [MINE]: () => jsonResponse({ registrations: [makeRegistration({ postId: 'ev1' })] }),
      'GET /api/calendar/mine': () => jsonResponse([]),
    });
    renderWithProviders(<RegistrationButton event={event} viewer={viewer} requireUser={requireUser} />);
    expect(await screen.findByRole('button', { name: 'REGISTERED' })).toBeTruthy();
  });
});

describe('RegistrationButton: the registration\'s one state', () => {
  const owing = {
    method: 'upi' as const, amount: 400, paid: 0, left: 400, reference: 'QD-7K2M9', status: 'due' as const, dueBy: null,
    upiUri: 'upi://pay?pa=club%40okaxis', upiId: 'club@okaxis', upiName: 'Drama Club', payUrl: null, qrCode: null,
  };
  const showState = (registration: Registration) => {
    stubFetch({
      'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: ['ev1'] }),
      [MINE]: () => jsonResponse({ registrations: [registration] }),
      // Even with the event in the calendar, only a confirmed seat says so.
      'GET /api/calendar/mine': () => jsonResponse([entry]),
    });
    renderWithProviders(<RegistrationButton event={event} viewer={viewer} requireUser={requireUser} />);
  };

  it('says PAYMENT PENDING while money is owed, never REGISTERED, and leads to the payment screen', async () => {
    showState(makeRegistration({ postId: 'ev1', status: 'awaiting_payment', ticketCode: null, totalPrice: 400, payment: owing }));
    const button = await screen.findByRole('button', { name: 'PAYMENT PENDING' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/REGISTERED/)).toBeNull();
  });

  it('says PAYMENT SENT once the reference went to the host', async () => {
    showState(makeRegistration({ postId: 'ev1', status: 'awaiting_payment', ticketCode: null, paymentSubmittedAt: new Date().toISOString(), payment: { ...owing, status: 'sent' } }));
    expect((await screen.findByRole('button', { name: 'PAYMENT SENT' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/REGISTERED/)).toBeNull();
  });

  it('gives a waitlisted student their place, not REGISTERED', async () => {
    showState(makeRegistration({ postId: 'ev1', status: 'waitlisted', waitlistPosition: 1, ticketCode: null }));
    expect((await screen.findByRole('button', { name: 'ON THE WAITLIST · #1' })).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/REGISTERED/)).toBeNull();
  });
});

const hostedEvent = makePost({
  _id: 'e1',
  type: 'event',
  userId: 'host',
  title: 'Open Mic Night',
  eventStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  registrationOpen: true,
  registrationRequired: true,
  registrationMethod: 'form',
  enableRegistrationForm: true,
});

const viewerOf = (id: string): EventViewer => ({ id, name: 'Asha Verma', email: 'asha@campus.test', isAdmin: false });

const renderActions = (viewer: EventViewer, routes: Parameters<typeof stubFetch>[0] = {}, onManage?: () => void) => {
  const fetchMock = stubFetch({
    'GET /api/users/my-events-registrations': () => jsonResponse({ registeredEventIds: [] }),
    'GET /api/calendar/mine': () => jsonResponse([]),
    'GET /api/users/my-events/registration-counts': () => jsonResponse({ registrations: { e1: 3 } }),
    ...routes,
  });
  renderWithProviders(
    <>
      <RegistrationButton event={hostedEvent} viewer={viewer} requireUser={vi.fn()} />
      <HostPanel event={hostedEvent} viewer={viewer} onManage={onManage} onOpenCheckIn={vi.fn()} />
    </>,
  );
  return fetchMock;
};
const hostsAnswer = (viewerRole: string, cohosts = ['Rahul Nair']) => () => jsonResponse({ host: 'Asha Verma', cohosts, viewerRole });

describe('the event actions', () => {
  it('offers REGISTER NOW to someone else', async () => {
    renderActions(viewerOf('guest'));
    expect(await screen.findByRole('button', { name: 'REGISTER NOW' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
  });

  it('shows the host their registrations and the export instead of REGISTER NOW', async () => {
    renderActions(viewerOf('host'));
    expect((await screen.findByText('3')).parentElement?.textContent).toBe('3 registrations');
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).toBeNull();
  });

  it('gives a co-host the host tools: Manage registrations, the door, the export, and a way to stop co-hosting', async () => {
    const onManage = vi.fn();
    let role = 'cohost';
    const fetchMock = renderActions(
      viewerOf('rahul'),
      {
        'GET /api/events/e1/hosts': () => hostsAnswer(role)(),
        'DELETE /api/events/e1/staff/asha%40campus.test': () => {
          role = 'none';
          return jsonResponse({ staff: [] });
        },
      },
      onManage,
    );
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.manageRegistrations }));
    expect(onManage).toHaveBeenCalledOnce();
    expect(screen.getByText('You co-host this event.')).toBeTruthy();
    // Running the event, they do not register for it.
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.openCheckIn })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stop co-hosting' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop co-hosting' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: MESSAGES.manageRegistrations })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/events/e1/staff/asha%40campus.test')).toHaveLength(1);
    // Once they stop, they may register like anyone else.
    expect(await screen.findByRole('button', { name: 'REGISTER NOW' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
  });

  it('gives door staff the door alone', async () => {
    renderActions(viewerOf('meera'), { 'GET /api/events/e1/hosts': hostsAnswer('door') }, vi.fn());
    expect(await screen.findByRole('button', { name: MESSAGES.openCheckIn })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.manageRegistrations })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
  });

  it("keeps the host's own panel as it was", async () => {
    renderActions(viewerOf('host'), { 'GET /api/events/e1/hosts': hostsAnswer('host') }, vi.fn());
    expect((await screen.findByText('3')).parentElement?.textContent).toBe('3 registrations');
    expect(screen.getByRole('button', { name: MESSAGES.manageRegistrations })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.openCheckIn })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop co-hosting' })).toBeNull();
  });
});
