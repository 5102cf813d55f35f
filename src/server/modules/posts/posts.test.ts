/** The pure parts of posts: the policy, what an input stores, and the feed cursor. No database. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { PostInputSchema, POST_TYPES } from '../../../shared/schemas/posts.ts';
import type { Viewer } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { culturalInput, eventInput } from '../../test/posts-world.ts';
import { imageRefsOf, normaliseDay, toPostContent } from './posts.fields.ts';
import { feedVisibility } from '../feed/feed.policy.ts';
import * as policy from './posts.policy.ts';
import { decodePosition as decodeCursor, encodePosition as encodeCursor } from '../../lib/paging.ts';

const viewer = (id: string, isAdmin = false): Viewer => ({ id, name: id, email: `${id}@campus.test`, avatar: null, isAdmin, emailVerified: true, isModerator: false, suspendedUntil: null, suspensionReason: null, tokenHash: '' });
const owner = viewer('owner');
const stranger = viewer('stranger');
const admin = viewer('admin', true);
const post = (overrides: Partial<{ type: string; status: string; hidden: number }> = {}) => ({
  user_id: 'owner', type: 'event', status: 'approved', hidden: 0, ...overrides,
});

describe('posts policy', () => {
  it('lets everyone see approved posts, owners their pending and hidden ones, admins all', () => {
    expect(policy.canView(null, post())).toBe(true);
    expect(policy.canView(null, post({ status: 'pending' }))).toBe(false);
    expect(policy.canView(stranger, post({ status: 'pending' }))).toBe(false);
    expect(policy.canView(owner, post({ status: 'pending' }))).toBe(true);
    expect(policy.canView(admin, post({ status: 'pending' }))).toBe(true);
    expect(policy.canView(owner, post({ hidden: 1 }))).toBe(true);
    expect(policy.canView(stranger, post({ hidden: 1 }))).toBe(false);
    expect(policy.canView(null, post({ hidden: 1 }))).toBe(false);
    expect(policy.canView(admin, post({ hidden: 1 }))).toBe(true);
  });

  it('describes the feed with the same rule as canView', () => {
    const rows = ['approved', 'pending'].flatMap((status) =>
      [0, 1].flatMap((hidden) => ['owner', 'stranger'].map((user_id) => ({ user_id, type: 'event', status, hidden }))),
    );
    const shown = (v: ReturnType<typeof feedVisibility>, row: (typeof rows)[number]) => {
      const pendingShown = v.pending !== null && ('all' in v.pending || v.pending.ownerId === row.user_id);
      return (v.includeHidden || row.hidden === 0) && (row.status === 'approved' || pendingShown);
    };
    for (const who of [null, owner, stranger, admin]) {
      // The feeds: what canView allows, but hidden posts only for admins.
      for (const row of rows) {
        const expected = policy.canView(who, row) && (row.hidden === 0 || who === admin);
        expect(shown(feedVisibility(who), row), `${who?.id ?? 'visitor'} ${JSON.stringify(row)}`).toBe(expected);
      }
      // One author's list (the profile): exactly canView for that author's posts.
      if (!who) continue;
      for (const row of rows.filter((r) => r.user_id === who.id)) {
        expect(shown(feedVisibility(who, who.id), row), `${who.id} own ${JSON.stringify(row)}`).toBe(policy.canView(who, row));
      }
    }
  });

  it('lets owners edit events only, admins anything', () => {
    expect(policy.canEdit(owner, post({ type: 'event' }))).toBe(true);
    expect(policy.canEdit(owner, post({ type: 'culturalEvent' }))).toBe(true);
    expect(policy.canEdit(owner, post({ type: 'confession' }))).toBe(false);
    expect(policy.canEdit(stranger, post())).toBe(false);
    expect(policy.canEdit(null, post())).toBe(false);
    for (const type of POST_TYPES) expect(policy.canEdit(admin, post({ type }))).toBe(true);
  });

  it('lets owners and admins delete, and others report', () => {
    expect([owner, stranger, admin, null].map((v) => policy.canDelete(v, post()))).toEqual([true, false, true, false]);
    expect([owner, stranger, admin, null].map((v) => policy.canReport(v, post()))).toEqual([false, true, false, false]);
  });

  it('publishes Consights and news at once, reviews events, and sends an owner-edited event back to review', () => {
    expect(POST_TYPES.map(policy.statusOnCreate)).toEqual(['approved', 'pending', 'pending', 'approved']);
    expect(policy.statusOnEdit(owner, post(), false)).toBe('pending');
    expect(policy.statusOnEdit(admin, post(), false)).toBeUndefined();
    // Where registrants pay is reviewed again whoever changes it.
    expect(policy.statusOnEdit(admin, post(), true)).toBe('pending');
    expect(policy.statusOnEdit(admin, post({ type: 'confession' }), true)).toBeUndefined();
    expect(policy.canCreate(owner, 'news')).toBe(false);
    expect(policy.canCreate(admin, 'news')).toBe(true);
  });
});

describe('what a post input stores', () => {
  const parse = (raw: unknown) => PostInputSchema.parse(raw);

  it('keeps the QR code only when it is the chosen payment of a paid form event', () => {
    const qr = `/media/${'c'.repeat(64)}.png`;
    const paidQr = toPostContent(parse(eventInput({ registrationMethod: 'form', price: 10, paymentMethod: 'qr', paymentQRCode: qr })));
    expect(paidQr).toMatchObject({ payment_method: 'qr', payment_qr_code: qr, payment_link: null });
    expect(imageRefsOf(paidQr)).toEqual([qr]);
    const free = toPostContent(parse(eventInput({ registrationMethod: 'form', price: 0, paymentMethod: 'qr', paymentQRCode: qr })));
    expect(free).toMatchObject({ payment_method: null, payment_qr_code: null });
    expect(imageRefsOf(free)).toEqual([]);
  });

  it('stores a cultural event with JSON lists and its own payment fields', () => {
    const content = toPostContent(parse(culturalInput({ availableDates: ['2030-01-05'] })));
    expect(JSON.parse(String(content.ticket_options))).toEqual([
      { ticketType: 'General', ticketPrice: 150 },
      { ticketType: 'VIP', ticketPrice: 400 },
    ]);
    expect(JSON.parse(String(content.available_dates))).toEqual(['2030-01-05']);
    expect(content).toMatchObject({ cultural_payment_method: 'link', payment_method: null, price: null, enable_registration_form: 1 });
  });

  it('normalises days and date-times', () => {
    expect(normaliseDay('2030-01-05')).toBe('2030-01-05');
    expect(normaliseDay('2030-02-31')).toBe('2030-03-03');
    expect(normaliseDay('2030-01-05T10:00:00+05:30')).toBe('2030-01-05T04:30:00.000Z');
  });
});

describe('the feed cursor', () => {
  it('round-trips and is opaque base64url', () => {
    const cursor = encodeCursor({ created_at: '2026-11-22T03:00:00.000Z', id: 'abc_-123' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ t: '2026-11-22T03:00:00.000Z', id: 'abc_-123' });
  });

  it('refuses anything else with 400 and the message', () => {
    for (const bad of ['', '!!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"t":"x","id":"y"}').toString('base64url')]) {
      let error: unknown;
      try {
        decodeCursor(bad);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 400, message: MESSAGES.invalidCursor });
    }
  });
});
