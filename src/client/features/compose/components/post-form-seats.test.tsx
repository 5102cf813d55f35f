import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { storage } from '../../../lib/storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, post, press, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import type { SentRequest } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

function renderForm(editing?: Post) {
  renderWithProviders(<PostFormModal open isAdmin={false} post={editing} onClose={vi.fn()} />);
  return formDialog(editing ? 'Edit event' : 'Create a post');
}

const field = (label: string, dialog = formDialog()) => within(dialog).getByLabelText<HTMLInputElement>(label);
const hasField = (label: string, dialog = formDialog()) => within(dialog).queryByLabelText(label) !== null;

function inAppEvent() {
  click('Event');
  fill({ Title: 'Open mic', Content: 'Bring your songs.', ...EVENT_DETAILS });
  click('In-App Form');
}

/** Submits and expects the Input Required dialog with `message`, and nothing sent. */
async function expectRule(sent: SentRequest[], message: string) {
  submit();
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle });
  expect(dialog.textContent).toContain(message);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.inputRequiredTitle })).toBeNull());
  expect(sent).toHaveLength(0);
}

describe('seats in the post form', () => {
  it('asks for capacity and the claim window with the In-App Form, and the payment window only when the event is paid', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderForm();
    click('Event');
    expect(hasField('Capacity (seats)')).toBe(false);
    inAppEvent();
    expect(field('Capacity (seats)').value).toBe('');
    expect(field('Claim window for waitlist offers (hours)').placeholder).toBe('24');
    expect(hasField('Payment window (hours)')).toBe(false);

    fill({ 'Price (₹)': '100', 'Payment link': 'https://pay.example/x' });
    expect(hasField('Payment window (hours)')).toBe(true);
    expect(screen.getByText(/released after this many hours/)).toBeTruthy();
    fill({ 'Capacity (seats)': '40', 'Payment window (hours)': '12', 'Claim window for waitlist offers (hours)': '6' });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ capacity: 40, paymentWindowHours: 12, offerWindowHours: 6 });
  });

  it('sends empty fields as no limit and the default claim window', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderForm();
    inAppEvent();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ capacity: null, paymentWindowHours: null, offerWindowHours: null });
  });

  it('refuses seats and hours that are not whole numbers in range, with the shared messages', async () => {
    const sent = stubXhr(() => ({ status: 500, body: { message: 'should not be called' } }));
    renderForm();
    inAppEvent();
    fill({ 'Capacity (seats)': '0' });
    await expectRule(sent, MESSAGES.invalidCapacity);
    fill({ 'Capacity (seats)': '2.5' });
    await expectRule(sent, MESSAGES.invalidCapacity);
    fill({ 'Capacity (seats)': '10', 'Claim window for waitlist offers (hours)': '500' });
    await expectRule(sent, MESSAGES.invalidOfferWindow);
    fill({ 'Claim window for waitlist offers (hours)': '', 'Price (₹)': '50', 'Payment link': 'https://pay.example/x' });
    fill({ 'Payment window (hours)': '0' });
    await expectRule(sent, MESSAGES.invalidPaymentWindow);
  });

  it('takes seats per date and per ticket type on a cultural event', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'culturalEvent', status: 'pending' }) }));
    renderForm();
    click('Cultural Event');
    fill({ Title: 'Dance night', Content: 'Two nights.', ...EVENT_DETAILS });
    press('Add ticket option');
    press('Add ticket option');
    fill({ 'Ticket type 1': 'General', 'Price 1 (₹)': '0', 'Ticket type 2': 'Front row', 'Price 2 (₹)': '0' });
    // Seats of a ticket type count for the in-app form only.
    expect(hasField('Seats 1')).toBe(false);
    click('In-App Form');
    fill({ 'Capacity (seats per date)': '100', 'Seats 2': '10' });
    press('Add date');
    fill({ 'Date 1': '2030-05-02' });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      capacity: 100,
      ticketOptions: [
        { ticketType: 'General', capacity: null },
        { ticketType: 'Front row', capacity: 10 },
      ],
    });
  });

  it('keeps the values when editing, and shows the server refusing a capacity below the seats held', async () => {
    const event = post({
      _id: 'e1',
      type: 'event',
      title: 'Talk',
      content: 'About things',
      location: 'Hall B',
      eventStartDate: new Date('2030-06-01T10:30').toISOString(),
      duration: '1 hour',
      price: 100,
      enableRegistrationForm: true,
      registrationMethod: 'form',
      paymentMethod: 'link',
      paymentLink: 'https://pay.example/talk',
      capacity: 30,
      seatsLeft: 5,
      paymentWindowHours: 48,
      offerWindowHours: 12,
    });
    const refusal = 'The event already has 25 seats taken: the capacity cannot be less.';
    const sent = stubXhr(() => ({ status: 409, body: { message: refusal } }));
    const form = renderForm(event);
    expect(field('Capacity (seats)', form).value).toBe('30');
    expect(field('Payment window (hours)', form).value).toBe('48');
    expect(field('Claim window for waitlist offers (hours)', form).value).toBe('12');

    fill({ 'Capacity (seats)': '20' }, form);
    submit(form);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputErrorTitle });
    expect(dialog.textContent).toContain(refusal);
    expect(sent[0]?.body).toMatchObject({ capacity: 20, paymentWindowHours: 48, offerWindowHours: 12 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Capacity (seats)', form).value).toBe('20');
  });

  it('keeps the seats of each ticket type when editing a cultural event', () => {
    const dialog = renderForm(
      post({
        _id: 'c1',
        type: 'culturalEvent',
        title: 'Dance night',
        content: 'Two nights.',
        location: 'Hall B',
        eventStartDate: new Date('2030-06-01T10:30').toISOString(),
        duration: '3 hours',
        enableRegistrationForm: true,
        registrationMethod: 'form',
        ticketOptions: [
          { ticketType: 'General', ticketPrice: 0, capacity: null },
          { ticketType: 'Front row', ticketPrice: 0, capacity: 8 },
        ],
        availableDates: ['2030-06-01'],
        capacity: 50,
      }),
    );
    expect(field('Capacity (seats per date)', dialog).value).toBe('50');
    expect(field('Seats 1', dialog).value).toBe('');
    expect(field('Seats 2', dialog).value).toBe('8');
  });
});
