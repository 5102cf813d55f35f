import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalog } from '../../../../shared/i18n.ts';
import { hi } from '../../../../shared/locales/hi.ts';
import { makePost } from '../../../test/make-post.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegistrationModal } from './registration-modal.tsx';

const viewer = { id: 'u1', name: 'Asha Verma', email: 'asha@campus.test' };

const fest = makePost({
  _id: 'c1',
  type: 'culturalEvent',
  title: 'Spring Cultural Fest',
  eventStartDate: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  registrationOpen: true,
  enableRegistrationForm: true,
  ticketOptions: [
    { ticketType: 'General', ticketPrice: 150 },
    { ticketType: 'VIP', ticketPrice: 400 },
  ],
  availableDates: ['2026-12-01', '2026-12-02'],
  culturalPaymentMethod: 'qr',
  culturalPaymentQRCode: '/media/qr.png',
});

describe('RegistrationModal in Hindi', () => {
  beforeEach(() => {
    loadCatalog('hi', hi);
    i18n.activate('hi');
  });
  afterEach(() => {
    i18n.activate('en');
  });

  it('asks for the registration in Hindi, with the event’s title and ticket types as they were written', () => {
    renderWithProviders(<RegistrationModal event={fest} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(screen.getByRole('dialog', { name: 'Spring Cultural Fest के लिए रजिस्टर करें' }));

    expect(form.getByLabelText<HTMLInputElement>(/^नाम/).value).toBe('Asha Verma');
    expect(form.getByLabelText(/^फ़ोन/)).toBeTruthy();
    expect(form.getByText('10 अंक')).toBeTruthy();
    expect(form.getByRole('group', { name: 'बुकिंग की तारीखें' })).toBeTruthy();
    expect(form.getByText('General')).toBeTruthy();
    expect(form.getAllByText('(प्रति टिकट ₹150)')).toHaveLength(1);
    expect(form.getByText('प्रति टिकट कीमत')).toBeTruthy();
    expect(form.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();

    // A fixed text of the shared rules is said in Hindi too (nothing chosen yet: nothing to pay).
    fireEvent.click(form.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(form.getByRole('alert').textContent).toBe('कृपया अपना नाम, ईमेल और फ़ोन नंबर दें।');
  });

  it('says the payment step in Hindi, the amount inside its sentence', () => {
    renderWithProviders(<RegistrationModal event={fest} viewer={viewer} open onClose={vi.fn()} />);
    const form = within(screen.getByRole('dialog'));
    fireEvent.change(form.getByLabelText(/^फ़ोन/), { target: { value: '9876543210' } });
    fireEvent.click(form.getAllByRole('checkbox')[0]!);
    fireEvent.change(form.getByLabelText(/^General/), { target: { value: '2' } });
    expect(form.getByText('कुल')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));

    const payment = within(screen.getByRole('form', { name: 'भुगतान' }));
    const sentence = payment.getByText(/किसी भी UPI ऐप से कोड स्कैन करके/);
    expect(sentence.textContent).toBe('किसी भी UPI ऐप से कोड स्कैन करके ₹300 का भुगतान करें, फिर नीचे अपना ट्रांज़ैक्शन नंबर डालें।');
    expect(sentence.querySelector('strong')?.textContent).toBe('₹300');
    expect(payment.getByRole('img', { name: 'भुगतान का QR कोड' })).toBeTruthy();
    expect(payment.getByLabelText(/^ट्रांज़ैक्शन आईडी/)).toBeTruthy();
    expect(payment.getByRole('button', { name: 'पंजीकरण पूरा करें' })).toBeTruthy();
  });
});
