import type { Registration } from '../../shared/schemas/events.ts';

let counter = 0;

/** A registration as the API sends it (confirmed, free), with the fields a test cares about overridden. */
export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  counter += 1;
  return {
    _id: `r${counter}`,
    postId: 'p1',
    eventTitle: 'Open Mic Night',
    name: `Student ${counter}`,
    email: `student${counter}@campus.test`,
    phone: '9876543210',
    customFields: {},
    bookingDates: [],
    selectedTickets: [],
    totalPrice: 0,
    transactionId: null,
    timestamp: new Date(Date.now() - 3_600_000).toISOString(),
    status: 'confirmed',
    waitlistPosition: null,
    offerExpiresAt: null,
    paymentDueAt: null,
    paymentSubmittedAt: null,
    paymentScreenshot: null,
    paymentNote: null,
    cancelledAt: null,
    cancelReason: null,
    ticketCode: 'K7QX2M9P',
    checkedInAt: null,
    payment: null,
    ...overrides,
  };
}
