import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, pngFile, press, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import type { SentRequest } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

let sent: SentRequest[];

beforeEach(() => {
  sent = stubXhr(() => ({ status: 500, body: { message: 'should not be called' } }));
  stubImageApis();
});

function renderForm() {
  renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
  return formDialog();
}

/** Submits and expects the Input Required dialog with `message`, and nothing sent. */
async function expectRule(message: string) {
  submit();
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle });
  expect(dialog.textContent).toContain(message);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(sent).toHaveLength(0);
}

function eventBasics(type: 'Event' | 'Cultural Event') {
  click(type);
  fill({ Title: 'Open mic', Content: 'Bring your songs.' });
}

describe('post form rules (SPEC §5)', () => {
  it('needs a title and content', async () => {
    renderForm();
    await expectRule(MESSAGES.titleContentRequired);
    fill({ Title: 'Only a title' });
    await expectRule(MESSAGES.titleContentRequired);
  });

  it('needs the event details: location, start date and duration', async () => {
    renderForm();
    eventBasics('Event');
    await expectRule(MESSAGES.eventDetailsRequired);
    fill({ Location: 'Hall A', 'Start date and time': '2030-05-01T18:00' });
    await expectRule(MESSAGES.eventDetailsRequired);
  });

  it('needs a registration link for the External Link method', async () => {
    renderForm();
    eventBasics('Event');
    fill(EVENT_DETAILS);
    await expectRule(MESSAGES.registrationLinkRequired);
  });

  it('needs a payment link, or a QR code, for a paid event with the In-App Form', async () => {
    renderForm();
    eventBasics('Event');
    fill({ ...EVENT_DETAILS, 'Price (₹)': '150' });
    click('In-App Form');
    await expectRule(MESSAGES.paymentLinkRequired);
    click('QR code');
    await expectRule(MESSAGES.paymentQrRequired);
  });

  it('needs every ticket option filled for a cultural event', async () => {
    renderForm();
    eventBasics('Cultural Event');
    fill(EVENT_DETAILS);
    press('Add ticket option');
    await expectRule(MESSAGES.ticketDetailsRequired);
    fill({ 'Ticket type 1': 'General', 'Price 1 (₹)': '-5' });
    await expectRule(MESSAGES.ticketDetailsRequired);
  });

  it('needs every available date filled for a cultural event', async () => {
    renderForm();
    eventBasics('Cultural Event');
    fill(EVENT_DETAILS);
    press('Add ticket option');
    fill({ 'Ticket type 1': 'General', 'Price 1 (₹)': '0' });
    press('Add date');
    await expectRule(MESSAGES.availableDatesRequired);
  });

  it('uses the cultural-event payment messages when the tickets cost something', async () => {
    renderForm();
    eventBasics('Cultural Event');
    fill(EVENT_DETAILS);
    press('Add ticket option');
    fill({ 'Ticket type 1': 'General', 'Price 1 (₹)': '200' });
    press('Add date');
    fill({ 'Date 1': '2030-05-02' });
    click('In-App Form');
    await expectRule(MESSAGES.culturalPaymentLinkRequired);
    click('QR code');
    await expectRule(MESSAGES.culturalPaymentQrRequired);
  });

  it('adds at most 4 images and says so for the fifth', async () => {
    renderForm();
    const input = within(formDialog()).getByLabelText('Images (Max 4)');
    fireEvent.change(input, { target: { files: [pngFile('1.png'), pngFile('2.png'), pngFile('3.png')] } });
    await waitFor(() => expect(within(formDialog()).getAllByRole('img')).toHaveLength(3));
    fireEvent.change(input, { target: { files: [pngFile('4.png'), pngFile('5.png')] } });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle });
    expect(dialog.textContent).toContain(MESSAGES.tooManyImages);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(formDialog()).getAllByRole('img')).toHaveLength(4));

    fireEvent.change(input, { target: { files: [pngFile('6.png')] } });
    expect((await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle })).textContent).toContain(
      MESSAGES.tooManyImages,
    );
    expect(within(formDialog()).getAllByRole('img')).toHaveLength(4);
    expect(sent).toHaveLength(0);
  });
});
