import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { click, EVENT_DETAILS, fill, formDialog, post, stubImageApis, stubXhr, submit } from '../test/compose-harness.tsx';
import { PostFormModal } from './post-form-modal.tsx';

const config = (paymentGateway: 'razorpay' | null) =>
  stubFetch({ 'GET /api/config': () => jsonResponse({ googleEnabled: false, supportEmail: 'help@quad.test', allowedEmailDomains: [], privateCampus: false, paymentGateway }) });

beforeEach(() => {
  stubImageApis();
  storage.setCurrentUser({ _id: 'u1', name: 'Asha Rao', email: 'a@x.edu', avatar: null, isAdmin: false, token: 'tok' });
});

const methods = () => within(within(formDialog()).getByRole('group', { name: 'Payment method' }));

function paidInAppEvent() {
  click('Event');
  fill({ Title: 'Robotics workshop', Content: 'Build a line follower.', ...EVENT_DETAILS });
  click('In-App Form');
  fill({ 'Price (₹)': '400' });
}

describe('Razorpay in the post form (decision 074)', () => {
  it('is a payment choice where the campus set it up, and the event is sent paid through it', async () => {
    config('razorpay');
    const sent = stubXhr(() => ({ status: 201, body: post({ type: 'event', status: 'pending' }) }));
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    paidInAppEvent();
    const razorpay = await methods().findByRole<HTMLInputElement>('radio', { name: 'Razorpay' });
    fireEvent.click(razorpay);
    expect(within(formDialog()).getByText(/pays on Razorpay’s page for their seat/)).toBeTruthy();
    expect(within(formDialog()).queryByLabelText('Payment link')).toBeNull();
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ paymentMethod: 'razorpay', price: 400 });
  });

  it('is not offered where the campus has no gateway', async () => {
    const fetchMock = config(null);
    renderWithProviders(<PostFormModal open isAdmin={false} onClose={vi.fn()} />);
    paidInAppEvent();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(methods().getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['link', 'qr', 'upi']);
  });
});
