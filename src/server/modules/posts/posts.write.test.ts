import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { PostSchema } from '../../../shared/schemas/posts.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import {
  confessionInput,
  createPost,
  createPostsWorld,
  culturalInput,
  eventInput,
  type PostsWorld,
} from '../../test/posts-world.ts';

describe(`posts: create, and the fields each type keeps (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  const row = (id: string) => t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('create', () => {
    it('publishes a Consight at once, with every server-owned field set by the server', async () => {
      const before = Date.now();
      const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput() });
      expect(res.status).toBe(201);
      // Every field but the word filter's mark, present only on a post it holds (decision 046).
      expect(Object.keys(res.json).sort()).toEqual(Object.keys(PostSchema.shape).filter((k) => k !== 'heldByFilter').sort());
      expect(res.json).toMatchObject({
        type: 'confession',
        title: 'To whoever left chai at my desk',
        status: 'approved',
        userId: t.user.id,
        author: 'Asha Verma',
        authorAvatar: null,
        likes: 0,
        commentCount: 0,
        commentData: [],
        images: [],
        likedByMe: false,
        canEdit: false,
        canDelete: true,
        canReport: false,
        location: null,
        eventStartDate: null,
        registrationOpen: false,
      });
      expect(res.json._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(String(res.json.timestamp))).toBeGreaterThanOrEqual(before - 1000);
      expect(res.json.timestamp).toMatch(/Z$/);
    });

    it('ignores what the client may not set: status, owner, author, counters, id, timestamps', async () => {
      const res = await call(t.app, 'POST', '/api/posts', {
        token: t.user.token,
        body: {
          ...eventInput(),
          status: 'approved',
          userId: t.other.id,
          user_id: t.other.id,
          author: 'Somebody Else',
          authorAvatar: 'https://evil.example.org/a.png',
          likes: 999,
          like_count: 999,
          commentCount: 50,
          commentData: [{ text: 'fake' }],
          _id: 'chosen-id',
          id: 'chosen-id',
          timestamp: '2001-01-01T00:00:00.000Z',
          hidden: 1,
          reportCount: 3,
        },
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ status: 'pending', userId: t.user.id, author: 'Asha Verma', authorAvatar: null, likes: 0 });
      expect(res.json.commentData).toEqual([]);
      expect(res.json._id).not.toBe('chosen-id');
      expect(res.json.timestamp).not.toBe('2001-01-01T00:00:00.000Z');
      const stored = await row(String(res.json._id));
      expect(stored).toMatchObject({ user_id: t.user.id, status: 'pending', like_count: 0, comment_count: 0, report_count: 0, hidden: 0 });
    });

    it('submits events and cultural events as pending', async () => {
      expect((await createPost(t, t.user.token, eventInput())).status).toBe('pending');
      expect((await createPost(t, t.user.token, culturalInput())).status).toBe('pending');
      // Even an admin's event waits for review (SPEC §4: new events are submitted as pending).
      expect((await createPost(t, t.admin.token, eventInput())).status).toBe('pending');
    });

    it('lets only admins publish news, approved at once', async () => {
      const refused = await call(t.app, 'POST', '/api/posts', {
        token: t.user.token,
        body: { type: 'news', title: 'Library open 24/7', content: 'From Monday.' },
      });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: MESSAGES.newsAdminOnly });
      const news = await createPost(t, t.admin.token, { type: 'news', title: 'Library open 24/7', content: 'From Monday.' });
      expect(news).toMatchObject({ type: 'news', status: 'approved', userId: t.admin.id });
    });

    it('asks a visitor to log in', async () => {
      const res = await call(t.app, 'POST', '/api/posts', { body: confessionInput() });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.loginRequired });
    });

    const dataQr = 'data:image/png;base64,iVBORw0KGgo=';
    it.each([
      ['no title', confessionInput({ title: '' }), MESSAGES.titleContentRequired],
      ['a blank content', confessionInput({ content: '   ' }), MESSAGES.titleContentRequired],
      ['a title over 150 characters', confessionInput({ title: 'x'.repeat(151) }), MESSAGES.titleTooLong],
      ['content over 5000 characters', confessionInput({ content: 'x'.repeat(5001) }), MESSAGES.contentTooLong],
      ['an event without location', eventInput({ location: '' }), MESSAGES.eventDetailsRequired],
      ['an event without start date', eventInput({ eventStartDate: '' }), MESSAGES.eventDetailsRequired],
      ['an event without duration', eventInput({ duration: ' ' }), MESSAGES.eventDetailsRequired],
      ['a cultural event without location', culturalInput({ location: '' }), MESSAGES.eventDetailsRequired],
      ['an unreadable start date', eventInput({ eventStartDate: 'next friday' }), MESSAGES.invalidDate],
      ['an end before the start', eventInput({ eventEndDate: '2000-01-01T00:00:00Z' }), MESSAGES.endBeforeStart],
      ['a ticket without type', culturalInput({ ticketOptions: [{ ticketType: '', ticketPrice: 10 }] }), MESSAGES.ticketDetailsRequired],
      ['a negative ticket price', culturalInput({ ticketOptions: [{ ticketType: 'VIP', ticketPrice: -1 }] }), MESSAGES.ticketDetailsRequired],
      ['a ticket price that is no number', culturalInput({ ticketOptions: [{ ticketType: 'VIP', ticketPrice: 'abc' }] }), MESSAGES.ticketDetailsRequired],
      ['a blank available date', culturalInput({ availableDates: ['2026-12-01', ''] }), MESSAGES.availableDatesRequired],
      ['a negative event price', eventInput({ price: -5 }), MESSAGES.invalidPrice],
      ['no registration method', eventInput({ registrationMethod: '' }), MESSAGES.registrationMethodRequired],
      ['the link method without link', eventInput({ registrationLink: '' }), MESSAGES.registrationLinkRequired],
      ['a registration link that is no http link', eventInput({ registrationLink: 'javascript:alert(1)' }), MESSAGES.invalidLink],
      [
        'a paid form event without payment link',
        eventInput({ registrationMethod: 'form', price: 50, paymentMethod: 'link', paymentLink: '' }),
        MESSAGES.paymentLinkRequired,
      ],
      [
        'a paid form event without QR code',
        eventInput({ registrationMethod: 'form', price: 50, paymentMethod: 'qr', paymentQRCode: '' }),
        MESSAGES.paymentQrRequired,
      ],
      ['a paid cultural form event without payment link', culturalInput({ culturalPaymentLink: '' }), MESSAGES.culturalPaymentLinkRequired],
      [
        'a paid cultural form event without QR code',
        culturalInput({ culturalPaymentMethod: 'qr', culturalPaymentQRCode: '' }),
        MESSAGES.culturalPaymentQrRequired,
      ],
      ['five images', confessionInput({ images: Array.from({ length: 5 }, (_, i) => `https://img.example.org/${i}.jpg`) }), MESSAGES.tooManyImages],
      ['an image that is not a picture reference', confessionInput({ images: ['javascript:alert(1)'] }), MESSAGES.invalidImage],
      ['a QR code that is not a picture reference', eventInput({ registrationMethod: 'form', price: 5, paymentMethod: 'qr', paymentQRCode: 'nope' }), MESSAGES.invalidImage],
    ])('refuses %s with 400 and the SPEC message', async (_name, body, message) => {
      const res = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    });

    it('does not ask free form events or unpaid cultural events for payment', async () => {
      const free = await createPost(t, t.user.token, eventInput({ registrationMethod: 'form', price: 0, paymentLink: '' }));
      expect(free).toMatchObject({ enableRegistrationForm: true, paymentMethod: null, paymentLink: null, price: 0 });
      const unpaid = await createPost(t, t.user.token, culturalInput({
        ticketOptions: [{ ticketType: 'Free pass', ticketPrice: 0 }],
        culturalPaymentLink: '',
        culturalPaymentQRCode: dataQr,
      }));
      expect(unpaid).toMatchObject({ culturalPaymentMethod: null, culturalPaymentLink: null, culturalPaymentQRCode: null });
    });
  });

  describe('fields that do not belong are dropped', () => {
    it('stores no event, ticket or payment fields on a Consight', async () => {
      const post = await createPost(t, t.user.token, {
        ...eventInput(),
        ...culturalInput(),
        type: 'confession',
        registrationMethod: 'form',
        price: 50,
        paymentMethod: 'qr',
        paymentQRCode: 'data:image/png;base64,AAAA',
      });
      const stored = await row(String(post._id));
      for (const column of [
        'location', 'venue_address', 'source', 'event_start_date', 'event_end_date', 'duration', 'language', 'price',
        'registration_link', 'registration_fields', 'payment_method', 'payment_link', 'payment_qr_code',
        'ticket_options', 'available_dates', 'cultural_payment_method', 'cultural_payment_link', 'cultural_payment_qr_code',
      ] as const) {
        expect(stored[column], column).toBeNull();
      }
      expect(stored).toMatchObject({ registration_open: 0, enable_registration_form: 0 });
      expect(post).toMatchObject({ ticketOptions: [], availableDates: [], paymentQRCode: null, location: null });
    });

    it('stores no ticket options, dates or cultural payment on an event', async () => {
      const post = await createPost(t, t.user.token, {
        ...eventInput(),
        ticketOptions: [{ ticketType: 'VIP', ticketPrice: 10 }],
        availableDates: ['2026-12-01'],
        culturalPaymentMethod: 'link',
        culturalPaymentLink: 'https://pay.example.org/x',
      });
      const stored = await row(String(post._id));
      expect(stored).toMatchObject({ ticket_options: null, available_dates: null, cultural_payment_method: null, cultural_payment_link: null });
    });

    it('keeps the link and drops the form and payment fields for the link method', async () => {
      const post = await createPost(t, t.user.token, eventInput({
        price: 100,
        registrationFields: 'Team name',
        paymentMethod: 'link',
        paymentLink: 'https://pay.example.org/p',
      }));
      expect(post).toMatchObject({
        registrationLink: 'https://forms.example.org/open-mic',
        enableRegistrationForm: false,
        registrationFields: null,
        paymentMethod: null,
        paymentLink: null,
        price: 100,
      });
    });

    it('keeps the form fields and the payment link and drops the registration link for the form method', async () => {
      const post = await createPost(t, t.user.token, eventInput({
        registrationMethod: 'form',
        price: 100,
        registrationFields: 'Team name, Year:1st|2nd',
        paymentMethod: 'link',
        paymentLink: 'https://pay.example.org/p',
        paymentQRCode: 'https://img.example.org/qr.png',
      }));
      expect(post).toMatchObject({
        registrationLink: null,
        enableRegistrationForm: true,
        registrationFields: 'Team name, Year:1st|2nd',
        paymentMethod: 'link',
        paymentLink: 'https://pay.example.org/p',
        paymentQRCode: null,
      });
    });

    it('stores no registration at all when registration is not required, and keeps the open flag as sent', async () => {
      const post = await createPost(t, t.user.token, eventInput({
        registrationRequired: false,
        registrationOpen: false,
        registrationMethod: 'form',
        registrationFields: 'Team',
        price: 20,
        paymentLink: 'https://pay.example.org/p',
      }));
      expect(post).toMatchObject({
        registrationLink: null,
        enableRegistrationForm: false,
        registrationFields: null,
        paymentMethod: null,
        registrationOpen: false,
      });
    });

    it('stores a cultural event with numeric ticket prices, its payment and no event price', async () => {
      const post = await createPost(t, t.user.token, { ...culturalInput(), price: 75, paymentLink: 'https://pay.example.org/e' });
      expect(post).toMatchObject({
        ticketOptions: [
          { ticketType: 'General', ticketPrice: 150 },
          { ticketType: 'VIP', ticketPrice: 400 },
        ],
        culturalPaymentMethod: 'link',
        culturalPaymentLink: 'https://pay.example.org/fest',
        price: null,
        paymentMethod: null,
        paymentLink: null,
        language: 'English',
      });
    });

    it('stores dates as ISO 8601 UTC and available days as days', async () => {
      const post = await createPost(t, t.user.token, culturalInput({
        eventStartDate: '2030-12-01T18:00:00+05:30',
        eventEndDate: '2030-12-03T22:00:00+05:30',
        availableDates: ['2030-12-01', '2030-12-02T10:00:00+05:30'],
        language: 'Hindi',
      }));
      expect(post).toMatchObject({
        eventStartDate: '2030-12-01T12:30:00.000Z',
        eventEndDate: '2030-12-03T16:30:00.000Z',
        availableDates: ['2030-12-01', '2030-12-02T04:30:00.000Z'],
        language: 'Hindi',
      });
    });
  });
});
