import { describe, expect, it } from 'vitest';
import { gatewayTexts } from '../../../../shared/gateway-texts.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { openPaymentLink } from './payment-link-api.ts';

describe('openPaymentLink', () => {
  it("asks for the registration's Razorpay page and answers its address", async () => {
    const fetchMock = stubFetch({ 'POST /api/registrations/r%201/payment-link': () => jsonResponse({ url: 'https://rzp.io/i/AbC123' }) });
    await expect(openPaymentLink('r 1')).resolves.toBe('https://rzp.io/i/AbC123');
    expect(callsTo(fetchMock, 'POST /api/registrations/r%201/payment-link')).toHaveLength(1);
  });

  it("rejects with the server's reason, said to the student", async () => {
    stubFetch({ 'POST /api/registrations/r1/payment-link': () => jsonResponse({ message: gatewayTexts.unreachable() }, 502) });
    const failure = await openPaymentLink('r1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure)).toBe(gatewayTexts.unreachable());
  });

  it('takes no address but a web page', async () => {
    stubFetch({ 'POST /api/registrations/r1/payment-link': () => jsonResponse({ url: 'javascript:alert(1)' }) });
    const failure = await openPaymentLink('r1').catch((error: unknown) => error);
    expect(errorMessage(failure)).toBe(MESSAGES.unknownError);
  });
});
