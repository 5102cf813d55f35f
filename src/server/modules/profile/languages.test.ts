/**
 * Languages (decision 055) through the API: the account's language saved and answered; the emails and the stored
 * notifications of a Hindi reader said in Hindi, an English reader's exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLocale, t as translate } from '../../../shared/i18n.ts';
import { hi } from '../../../shared/locales/hi.ts';
import { joinedWaitlist, likedYourPost, MESSAGES, moderationTexts, paymentNotAcceptedNotice, registeredForYourEvent } from '../../../shared/messages.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, buildPost, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://quad.campus.example', CAMPUS_TIME_ZONE: 'Asia/Kolkata' } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const setLocale = (who: QuickAccount, locale: unknown) => call(t.app, 'PUT', '/api/profile/locale', { token: who.token, body: { locale } });
const me = async (who: QuickAccount) => (await call(t.app, 'GET', '/api/auth/me', { token: who.token })).json;
const notificationsOf = async (who: QuickAccount) =>
  (await call(t.app, 'GET', '/api/notifications', { token: who.token })).json as unknown as Array<{ message: string; postId: string | null }>;
const storedOf = (userId: string) =>
  db().selectFrom('notifications').select(['message', 'template', 'template_values']).where('user_id', '=', userId).orderBy('created_at').execute();
const register = (who: QuickAccount, postId: string) =>
  call(t.app, 'POST', `/api/users/register-event/${postId}`, {
    token: who.token,
    body: { name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' },
  });
/** A Hindi template as the catalogue has it, its values put in. */
const inHindi = <T>(say: () => T) => inLocale('hi', say);

describe(`the account's language (${dialectName})`, () => {
  it('is saved by PUT /api/profile/locale and answered with the session user, at sign-in and by /api/auth/me', async () => {
    const student = await quickAccount(db());
    expect(await me(student)).toMatchObject({ locale: null });
    expect(await setLocale(student, 'hi')).toMatchObject({ status: 200, json: { locale: 'hi' } });
    expect(await me(student)).toMatchObject({ locale: 'hi' });
    const row = await db().selectFrom('users').select('locale').where('id', '=', student.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('hi');
    expect(await setLocale(student, 'en')).toMatchObject({ status: 200, json: { locale: 'en' } });
    expect(await me(student)).toMatchObject({ locale: 'en' });
  });

  it('refuses a language Quad does not speak, and a visitor', async () => {
    const student = await quickAccount(db());
    for (const locale of ['fr', '', 'HI', null, 42]) {
      expect(await setLocale(student, locale)).toMatchObject({ status: 400, json: { message: 'Please choose English or Hindi.' } });
    }
    expect((await call(t.app, 'PUT', '/api/profile/locale', { body: { locale: 'hi' } })).status).toBe(401);
    expect(await me(student)).toMatchObject({ locale: null });
  });

  it('is taken at sign-up from the language the form was shown in, and the welcome email is written in it', async () => {
    const signUp = (email: string, locale?: string) =>
      call(t.app, 'POST', '/api/auth/register', { body: { name: 'Meera Iyer', email, password: 'long enough pw', ...(locale ? { locale } : {}) } });
    const hindi = await signUp('meera@campus.test', 'hi');
    expect(hindi).toMatchObject({ status: 201, json: { locale: 'hi' } });
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: 'meera@campus.test', password: 'long enough pw' } });
    expect(login.json).toMatchObject({ locale: 'hi' });
    const [welcome] = await queuedFor(db(), String(hindi.json._id), 'verify-email');
    expect(welcome?.subject).toBe(hi['Verify your email for Quad']);
    expect(welcome?.text).toContain(hi['Welcome to Quad, {name}']?.replace('{name}', 'Meera Iyer'));
    expect(welcome?.html).toContain('<html lang="hi">');

    const english = await signUp('arjun@campus.test');
    expect(english.json).toMatchObject({ locale: null });
    const [plain] = await queuedFor(db(), String(english.json._id), 'verify-email');
    expect(plain?.subject).toBe('Verify your email for Quad');
    expect(plain?.text.startsWith('Welcome to Quad, Meera Iyer\n')).toBe(true);
    expect(plain?.html).toContain('<html lang="en">');
    expect((await signUp('kabir@campus.test', 'fr')).status).toBe(400);
  });
});

describe(`emails in their reader's language (${dialectName})`, () => {
  it("a Hindi reader's registration email is in Hindi, subject to footer; an English reader's is as before", async () => {
    const host = await quickAccount(db());
    const hindi = await quickAccount(db(), { locale: 'hi' });
    const english = await quickAccount(db());
    const event = await insertPost(
      db(),
      buildEvent(host.id, { title: 'Open Mic Night', event_start_date: '2027-03-14T13:00:00.000Z', event_end_date: '2027-03-14T16:00:00.000Z' }),
    );
    expect((await register(hindi, event.id)).status).toBe(201);
    expect((await register(english, event.id)).status).toBe(201);

    const [email] = await queuedFor(db(), hindi.id, 'registration-confirmed');
    expect(email?.subject).toBe('Open Mic Night के लिए आपका पंजीकरण हो गया है');
    expect(email?.text).toContain(`नमस्ते ${hindi.name}, आपका पंजीकरण पक्का हो गया है।`);
    // The event's time as hi-IN writes it (on the 24-hour clock, as the English email), in the campus's time zone.
    expect(email?.text).toContain('कब: रवि, 14 मार्च 2027, 18:30 से 21:30 तक (Asia/Kolkata)');
    expect(email?.text).toContain('कहाँ: Student Centre, Main Campus');
    expect(email?.text).toContain(`${inHindi(() => translate(MESSAGES.emailSeeEvent))}: https://quad.campus.example/posts/${event.id}`);
    expect(email?.text).toContain(hi['You get this email because you registered for this event on Quad.']);
    expect(email?.text).toContain('ये ईमेल बंद करें: https://quad.campus.example/');
    expect(email?.html).toContain('<html lang="hi">');
    expect(email?.html).toContain(`>${inHindi(() => translate(MESSAGES.emailUnsubscribeNote))}</a>`);
    // What the student entered stays as they wrote it.
    expect(email?.text).toContain('Year of study: 2nd');

    const [plain] = await queuedFor(db(), english.id, 'registration-confirmed');
    expect(plain?.subject).toBe('You are registered for Open Mic Night');
    expect(plain?.text).toContain('When: Sun, 14 Mar 2027, 18:30 to 21:30 (Asia/Kolkata)');
    expect(plain?.text).toContain('Where: Student Centre, Main Campus');
    expect(plain?.text).toContain('Stop these emails: https://quad.campus.example/');
    expect(plain?.html).toContain('<html lang="en">');
    expect(plain?.html).toContain('>Stop these emails</a>');
    expect(plain?.text).not.toMatch(/\p{Script=Devanagari}/u);
  });

  it('follows the language the account saves', async () => {
    const host = await quickAccount(db());
    const student = await quickAccount(db());
    expect((await setLocale(student, 'hi')).status).toBe(200);
    const event = await insertPost(db(), buildEvent(host.id, { title: 'Chess Night' }));
    expect((await register(student, event.id)).status).toBe(201);
    const [email] = await queuedFor(db(), student.id, 'registration-confirmed');
    expect(email?.subject).toBe('Chess Night के लिए आपका पंजीकरण हो गया है');
  });
});

describe(`stored notifications in their reader's language (${dialectName})`, () => {
  it("keep the English text and its template; a Hindi reader reads them in Hindi, an English reader as before", async () => {
    const hindiAuthor = await quickAccount(db(), { locale: 'hi', name: 'Anaya Rao' });
    const englishAuthor = await quickAccount(db(), { name: 'Dev Patel' });
    const commenter = await quickAccount(db(), { name: 'Ravi Kumar' });
    for (const author of [hindiAuthor, englishAuthor]) {
      const post = await insertPost(db(), buildPost(author.id, { title: 'Lost and found' }));
      const res = await call(t.app, 'POST', `/api/posts/${post.id}/comments`, { token: commenter.token, body: { text: 'Is it a blue bottle?' } });
      expect(res.status).toBe(201);
    }
    const english = 'Ravi Kumar commented on your post "Lost and found".';
    const [hindiNote] = await notificationsOf(hindiAuthor);
    expect(hindiNote?.message).toBe('Ravi Kumar ने आपकी पोस्ट "Lost and found" पर टिप्पणी की।');
    const [englishNote] = await notificationsOf(englishAuthor);
    expect(englishNote?.message).toBe(english);
    // What is stored: the English text as before, and what it was said from.
    expect(await storedOf(hindiAuthor.id)).toEqual([
      { message: english, template: '{commenter} commented on your post "{title}".', template_values: JSON.stringify({ commenter: 'Ravi Kumar', title: 'Lost and found' }) },
    ]);
    // The reader changes language: the same notification is said in the new one.
    expect((await setLocale(hindiAuthor, 'en')).status).toBe(200);
    expect((await notificationsOf(hindiAuthor))[0]?.message).toBe(english);
  });

  it('registration, waitlist, payment, moderation and like notifications are said in the reader’s language', async () => {
    const host = await quickAccount(db(), { locale: 'hi' });
    const student = await quickAccount(db(), { name: 'Ishaan Verma', locale: 'hi' });
    const admin = await quickAccount(db(), { is_admin: 1 });
    // Registration: the host hears of it.
    const event = await insertPost(db(), buildEvent(host.id, { title: 'Quiz Night' }));
    expect((await register(student, event.id)).status).toBe(201);
    const [registered] = await notificationsOf(host);
    expect(registered?.message).toBe(inHindi(() => registeredForYourEvent('Ishaan Verma', 'Quiz Night')));
    // Moderation: a pending event approved.
    const pending = await insertPost(db(), buildEvent(host.id, { title: 'Robotics Demo', status: 'pending' }));
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${pending.id}?version=1`, { token: admin.token })).status).toBe(200);
    const [approved] = await notificationsOf(host);
    expect(approved?.message).toBe(inHindi(() => moderationTexts.approved('Robotics Demo')));
    // Likes: grouped, said again from the group's template as it grows.
    const post = await insertPost(db(), buildPost(host.id, { title: 'Canteen menu' }));
    expect((await call(t.app, 'PUT', `/api/posts/${post.id}/like`, { token: student.token })).status).toBe(200);
    const [liked] = await notificationsOf(host);
    expect(liked?.message).toBe(inHindi(() => likedYourPost(['Ishaan Verma'], 1, 'Canteen menu')));
    const stored = await storedOf(host.id);
    expect(stored.map((s) => s.template)).toEqual([
      '{name} has registered for your event "{title}"!',
      'Your event "{title}" was approved and is now live.',
      '{newest} liked your post "{title}".',
    ]);
    expect(stored.map((s) => s.message)).toEqual([
      registeredForYourEvent('Ishaan Verma', 'Quiz Night'),
      moderationTexts.approved('Robotics Demo'),
      likedYourPost(['Ishaan Verma'], 1, 'Canteen menu'),
    ]);
  });

  it('waitlist and payment notifications, and the payment email, are said in the reader’s language', async () => {
    const host = await quickAccount(db());
    const first = await quickAccount(db(), { locale: 'hi' });
    const second = await quickAccount(db(), { locale: 'hi' });
    const full = await insertPost(db(), buildEvent(host.id, { title: 'Small Workshop', capacity: 1 }));
    expect((await register(first, full.id)).status).toBe(201);
    expect((await register(second, full.id)).status).toBe(201);
    const [waitlisted] = await storedOf(second.id);
    expect(waitlisted).toEqual({
      message: joinedWaitlist('Small Workshop', 1),
      template: '"{title}" is full: you are number {position} on the waitlist. We will tell you when a seat is yours to claim.',
      template_values: JSON.stringify({ title: 'Small Workshop', position: 1 }),
    });
    expect((await notificationsOf(second))[0]?.message).toBe(inHindi(() => joinedWaitlist('Small Workshop', 1)));

    const paid = await insertPost(
      db(),
      buildEvent(host.id, { title: 'Jazz Evening', capacity: 5, price: 150, payment_method: 'link', payment_link: 'https://pay.example/jazz', payment_window_hours: 2 }),
    );
    const held = await register(first, paid.id);
    expect(held.json).toMatchObject({ status: 'awaiting_payment' });
    const rejected = await call(t.app, 'POST', `/api/events/${paid.id}/registrations/${String(held.json._id)}/payment`, {
      token: host.token,
      body: { decision: 'rejected', reason: 'No payment arrived.' },
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    const [told] = await notificationsOf(first);
    expect(told?.message).toBe(inHindi(() => paymentNotAcceptedNotice('Jazz Evening', 'No payment arrived.')));
    const [email] = await queuedFor(db(), first.id, 'registration-changed');
    expect(email?.subject).toBe(inHindi(() => MESSAGES.noticeEmails.paymentRejectedSubject('Jazz Evening')));
    expect(email?.text).toContain(`${hi['Reason: {reason}']?.replace('{reason}', 'No payment arrived.')}`);
    expect(email?.html).toContain('<html lang="hi">');
  });
});
