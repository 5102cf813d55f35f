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

const renderForm = (props: { post?: Post; draftOwner?: string } = {}) =>
  renderWithProviders(<PostFormModal open isAdmin={false} post={props.post} draftOwner={props.draftOwner} onClose={vi.fn()} />);

const inForm = (name?: string) => within(formDialog(name));
const upiChoice = (name?: string) => inForm(name).getByRole<HTMLInputElement>('radio', { name: 'UPI ID' });
const upiId = (name?: string) => inForm(name).getByRole<HTMLInputElement>('textbox', { name: 'UPI ID' });
const upiName = (name?: string) => inForm(name).getByRole<HTMLInputElement>('textbox', { name: 'Name on the UPI ID' });

function paidInAppEvent() {
  click('Event');
  fill({ Title: 'Open mic', Content: 'Bring your songs.', ...EVENT_DETAILS });
  click('In-App Form');
  fill({ 'Price (₹)': '400' });
}

async function expectRule(sent: SentRequest[], message: string) {
  submit();
  const dialog = await screen.findByRole('dialog', { name: MESSAGES.inputRequiredTitle });
  expect(dialog.textContent).toContain(message);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.inputRequiredTitle })).toBeNull());
  expect(sent).toHaveLength(0);
}

describe('paying by UPI ID in the post form', () => {
  it('offers UPI ID beside Link and QR code, checks it with the shared rules, and sends the payee with a day to pay', async () => {
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderForm();
    paidInAppEvent();
    // A new paid event releases an unpaid seat after a day unless the host says otherwise.
    expect(inForm().getByLabelText<HTMLInputElement>('Payment window (hours)').value).toBe('24');
    const methods = within(inForm().getByRole('group', { name: 'Payment method' }));
    expect(methods.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(expect.arrayContaining(['link', 'qr', 'upi']));

    fireEvent.click(upiChoice());
    expect(upiId().placeholder).toBe('name@okaxis');
    expect(inForm().queryByLabelText('Payment link')).toBeNull();
    await expectRule(sent, MESSAGES.upiIdInvalid);
    fireEvent.change(upiId(), { target: { value: 'dramaclub' } });
    await expectRule(sent, MESSAGES.upiIdInvalid);
    fireEvent.change(upiId(), { target: { value: 'dramaclub@okaxis' } });
    await expectRule(sent, MESSAGES.upiNameRequired);
    fireEvent.change(upiName(), { target: { value: 'Drama Club' } });
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ paymentMethod: 'upi', upiId: 'dramaclub@okaxis', upiName: 'Drama Club', paymentWindowHours: 24 });
  });

  it('is a choice for a cultural event\'s ticket payment too', () => {
    renderForm();
    click('Cultural Event');
    click('In-App Form');
    press('Add ticket option');
    fill({ 'Ticket type 1': 'General', 'Price 1 (₹)': '150' });
    fireEvent.click(upiChoice());
    expect(upiId()).toBeTruthy();
    expect(upiName()).toBeTruthy();
  });

  it('keeps the choice in a draft', async () => {
    const first = renderForm({ draftOwner: 'u1' });
    paidInAppEvent();
    fireEvent.click(upiChoice());
    fireEvent.change(upiId(), { target: { value: 'dramaclub@okaxis' } });
    fireEvent.change(upiName(), { target: { value: 'Drama Club' } });
    first.unmount();

    renderForm({ draftOwner: 'u1' });
    click('Event');
    const question = await screen.findByRole('alertdialog', { name: MESSAGES.restoreDraftTitle });
    fireEvent.click(within(question).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(upiChoice().checked).toBe(true));
    expect(upiId().value).toBe('dramaclub@okaxis');
    expect(upiName().value).toBe('Drama Club');
  });

  it('shows a stored event\'s UPI payee when editing it', () => {
    renderForm({
      post: post({
        _id: 'e1',
        type: 'event',
        title: 'Talk',
        content: 'About things',
        location: 'Hall B',
        eventStartDate: new Date('2030-06-01T10:30').toISOString(),
        duration: '1 hour',
        price: 400,
        enableRegistrationForm: true,
        registrationMethod: 'form',
        paymentMethod: 'upi',
        upiId: 'dramaclub@okaxis',
        upiName: 'Drama Club',
        paymentWindowHours: null,
      }),
    });
    expect(upiChoice('Edit event').checked).toBe(true);
    expect(upiId('Edit event').value).toBe('dramaclub@okaxis');
    expect(upiName('Edit event').value).toBe('Drama Club');
    // An event stored without a window keeps none.
    expect(inForm('Edit event').getByLabelText<HTMLInputElement>('Payment window (hours)').value).toBe('');
  });
});
