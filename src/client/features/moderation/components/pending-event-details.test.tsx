import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPanel } from './admin-panel.tsx';

const QR = '/media/' + 'c'.repeat(64) + '.png';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const paidEvent = makePost({
  _id: 'e1',
  type: 'event',
  status: 'pending',
  title: 'Robotics Club Hack Night',
  eventStartDate: inDays(-1),
  price: 250,
  capacity: 40,
  registrationRequired: true,
  registrationMethod: 'form',
  enableRegistrationForm: true,
  registrationFields: 'Year of study:1st|2nd|3rd,Roll number',
  paymentMethod: 'qr',
  paymentLink: null,
  paymentQRCode: QR,
});

const fest = makePost({
  _id: 'e2',
  type: 'culturalEvent',
  status: 'pending',
  title: 'Spring Cultural Fest',
  eventStartDate: inDays(20),
  ticketOptions: [
    { ticketType: 'General', ticketPrice: 150 },
    { ticketType: 'VIP', ticketPrice: 400, capacity: 20 },
  ],
  capacity: 300,
  availableDates: ['2027-03-14', '2027-03-15'],
  registrationRequired: true,
  registrationMethod: 'form',
  enableRegistrationForm: true,
  registrationFields: '',
  culturalPaymentMethod: 'link',
  culturalPaymentLink: 'https://pay.example.org/fest',
});

const renderPanel = () => {
  stubFetch({
    'GET /api/posts/pending-events': () => jsonResponse([paidEvent, fest]),
    'GET /api/users/admin/reported-posts': () => jsonResponse([]),
    'GET /api/admin/audit-log?limit=20': () => jsonResponse([]),
  });
  renderWithProviders(<AdminPanel />);
};

describe('the pending event card', () => {
  it('shows an event price, its custom fields, its payment QR, and warns that it starts in the past', async () => {
    renderPanel();
    const card = await screen.findByRole('listitem', { name: paidEvent.title });
    const details = within(card);
    expect(details.getByText(MESSAGES.eventStartsInPast)).toBeTruthy();
    expect(details.getByText('Price').nextElementSibling?.textContent).toBe('₹250');
    expect(details.getByText('Capacity').nextElementSibling?.textContent).toBe('40 seats');
    expect(within(details.getByRole('list', { name: 'Custom registration fields' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Year of study (1st, 2nd, 3rd)',
      'Roll number',
    ]);
    expect(details.getByRole('img', { name: `Payment QR code of ${paidEvent.title}` }).getAttribute('src')).toBe(QR);
  });

  it('shows a cultural event\'s tickets, available dates and payment link, with no warning for a future start', async () => {
    renderPanel();
    const card = await screen.findByRole('listitem', { name: fest.title });
    const details = within(card);
    expect(details.queryByText(MESSAGES.eventStartsInPast)).toBeNull();
    expect(within(details.getByRole('list', { name: 'Ticket options' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'General: ₹150',
      'VIP: ₹400 · 20 seats',
    ]);
    expect(details.getByText('Capacity').nextElementSibling?.textContent).toBe('300 seats on each date');
    expect(details.getByText('Available dates').nextElementSibling?.textContent).toBe('Sun, Mar 14, 2027; Mon, Mar 15, 2027');
    expect(details.getByRole('link', { name: 'https://pay.example.org/fest' }).getAttribute('href')).toBe('https://pay.example.org/fest');
  });
});
