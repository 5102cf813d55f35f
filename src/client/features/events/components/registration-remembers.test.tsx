import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegistrationModal } from './registration-modal.tsx';

const viewer = { id: 'u1', name: 'Asha Verma', email: 'asha@campus.test' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const hackathon = makePost({
  _id: 'e2',
  type: 'event',
  title: 'Hack Night',
  eventStartDate: inDays(7),
  price: 0,
  registrationOpen: true,
  enableRegistrationForm: true,
  registrationFields: 'Year of study:1st|2nd|3rd|4th, Team name',
});

const oneDayFest = makePost({
  _id: 'c2',
  type: 'culturalEvent',
  title: 'Diwali Mela',
  eventStartDate: inDays(14),
  registrationOpen: true,
  enableRegistrationForm: true,
  ticketOptions: [{ ticketType: 'Entry', ticketPrice: 0 }],
  availableDates: ['2026-12-05'],
});

const earlier = (timestamp: string, phone: string, customFields: Record<string, string>) => ({
  _id: `r-${timestamp}`,
  postId: `p-${timestamp}`,
  eventTitle: 'Earlier',
  name: viewer.name,
  email: viewer.email,
  phone,
  customFields,
  bookingDates: [],
  selectedTickets: [],
  totalPrice: 0,
  transactionId: null,
  timestamp,
  status: 'confirmed',
  waitlistPosition: null,
  offerExpiresAt: null,
  paymentDueAt: null,
  paymentSubmittedAt: null,
  paymentScreenshot: null,
  paymentNote: null,
  cancelledAt: null,
  cancelReason: null,
  ticketCode: null,
  checkedInAt: null,
  payment: null,
});

const dialog = () => within(screen.getByRole('dialog'));
const valueOf = (label: RegExp) => dialog().getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;

describe('The registration form remembers', () => {
  it("offers the newest phone number and the answers to the questions this event asks, and sends them as they are", async () => {
    const fetchMock = stubFetch({
      'GET /api/users/me/registrations': () =>
        jsonResponse({
          registrations: [
            earlier('2026-11-20T10:00:00.000Z', '9123456780', { 'Year of study': '3rd', 'T-shirt size': 'M' }),
            earlier('2026-10-01T10:00:00.000Z', '9000000000', { 'Year of study': '2nd', 'Team name': 'Byte Me' }),
          ],
        }),
      'POST /api/users/register-event/e2': () => jsonResponse(earlier('2026-11-28T10:00:00.000Z', '9123456780', {}), 201),
    });
    renderWithProviders(<RegistrationModal event={hackathon} viewer={viewer} open onClose={vi.fn()} />);
    await waitFor(() => expect(valueOf(/^Phone/)).toBe('9123456780'));
    expect(valueOf(/^Year of study/)).toBe('3rd');
    expect(valueOf(/^Team name/)).toBe('Byte Me');
    expect(dialog().queryByLabelText(/T-shirt size/)).toBeNull();

    fireEvent.click(dialog().getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/users/register-event/e2')).toHaveLength(1));
    const body = JSON.parse(callsTo(fetchMock, 'POST /api/users/register-event/e2')[0]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ phone: '9123456780', 'Year of study': '3rd', 'Team name': 'Byte Me' });
  });

  it('sends a phone number written with +91 and spaces as its ten digits', async () => {
    const fetchMock = stubFetch({
      'GET /api/users/me/registrations': () => jsonResponse({ registrations: [] }),
      'POST /api/users/register-event/e2': () => jsonResponse(earlier('2026-11-28T10:00:00.000Z', '9876543210', {}), 201),
    });
    renderWithProviders(<RegistrationModal event={hackathon} viewer={viewer} open onClose={vi.fn()} />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users/me/registrations')).toHaveLength(1));
    fireEvent.change(dialog().getByLabelText(/^Phone/), { target: { value: '+91 98765 43210' } });
    fireEvent.change(dialog().getByLabelText(/^Year of study/), { target: { value: '1st' } });
    fireEvent.change(dialog().getByLabelText(/^Team name/), { target: { value: 'Nulls' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/users/register-event/e2')).toHaveLength(1));
    const body = JSON.parse(callsTo(fetchMock, 'POST /api/users/register-event/e2')[0]?.body as string) as Record<string, unknown>;
    expect(body.phone).toBe('9876543210');
  });

  it('keeps what the student typed before the earlier answers arrive', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/users/me/registrations': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<RegistrationModal event={hackathon} viewer={viewer} open onClose={vi.fn()} />);
    fireEvent.change(dialog().getByLabelText(/^Phone/), { target: { value: '9988776655' } });
    answer(jsonResponse({ registrations: [earlier('2026-11-20T10:00:00.000Z', '9123456780', { 'Team name': 'Byte Me' })] }));
    await waitFor(() => expect(valueOf(/^Team name/)).toBe('Byte Me'));
    expect(valueOf(/^Phone/)).toBe('9988776655');
  });

  it('has the only date of a one-day cultural event chosen already', () => {
    stubFetch({});
    renderWithProviders(<RegistrationModal event={oneDayFest} viewer={viewer} open onClose={vi.fn()} />);
    const dates = within(dialog().getByRole('group', { name: 'Booking dates' })).getAllByRole('checkbox');
    expect(dates).toHaveLength(1);
    expect((dates[0] as HTMLInputElement).checked).toBe(true);
  });
});
