import type { Post } from '../../shared/schemas/posts.ts';

let counter = 0;

/** A post as the API sends it, with the fields a test cares about overridden. */
export function makePost(overrides: Partial<Post> = {}): Post {
  counter += 1;
  return {
    _id: `p${counter}`,
    type: 'confession',
    title: `Post ${counter}`,
    content: 'Short text.',
    userId: 'u2',
    author: 'Rahul Nair',
    authorAvatar: null,
    authorIsAdmin: false,
    timestamp: new Date(Date.now() - 3600_000).toISOString(),
    updatedAt: new Date().toISOString(),
    status: 'approved',
    version: 1,
    hidden: false,
    likes: 2,
    commentCount: 1,
    commentData: [],
    images: [],
    location: null,
    venueAddress: null,
    source: null,
    eventStartDate: null,
    eventEndDate: null,
    duration: null,
    language: null,
    price: null,
    registrationOpen: false,
    registrationRequired: false,
    registrationMethod: '',
    registrationLink: null,
    enableRegistrationForm: false,
    registrationFields: null,
    paymentMethod: null,
    paymentLink: null,
    paymentQRCode: null,
    ticketOptions: [],
    availableDates: [],
    culturalPaymentMethod: null,
    culturalPaymentLink: null,
    culturalPaymentQRCode: null,
    likedByMe: false,
    canEdit: false,
    canDelete: false,
    canReport: true,
    ...overrides,
  };
}
