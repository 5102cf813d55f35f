/**
 * A post answer is accepted back as it was sent (edit by round trip), and SPEC's `enableRegistrationForm` is
 * accepted beside our `registrationMethod`: every post answer carries both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import {
  confessionInput,
  createPost,
  createPostsWorld,
  culturalInput,
  eventInput,
  jpegDataUrl,
  pngDataUrl,
  type PostsWorld,
} from '../../test/posts-world.ts';

describe(`posts: the API's answers are accepted back (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  const row = (id: string) => t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const approve = (id: string) => t.database.db.updateTable('posts').set({ status: 'approved' }).where('id', '=', id).execute();
  /** The columns whose values differ between two reads of a row. */
  const changed = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();

  /** Each type as its editor sends it: events by their host, Consights and news by an admin. */
  const cases = async () => [
    {
      name: 'a Consight with a picture',
      author: t.user.token,
      editor: t.admin.token,
      body: confessionInput({ images: [await jpegDataUrl(20, 20)] }),
      edit: ['title', 'A new title'] as const,
    },
    { name: 'news', author: t.admin.token, editor: t.admin.token, body: { type: 'news', title: 'Library hours', content: 'Open till midnight.' }, edit: ['content', 'Open till 2 am.'] as const },
    {
      name: 'an event with a registration link',
      author: t.user.token,
      editor: t.user.token,
      body: eventInput({ images: [await pngDataUrl(18, 18)], eventEndDate: new Date(Date.now() + 9 * 86_400_000).toISOString() }),
      edit: ['location', 'Amphitheatre'] as const,
    },
    {
      name: 'a paid form event paid by QR code',
      author: t.user.token,
      editor: t.user.token,
      body: eventInput({ registrationMethod: 'form', registrationFields: 'Team, Year:1st|2nd', price: 120, paymentMethod: 'qr', paymentQRCode: await pngDataUrl(16, 16), venueAddress: '', source: '' }),
      edit: ['registrationFields', 'Team'] as const,
    },
    { name: 'an event without registration', author: t.user.token, editor: t.user.token, body: eventInput({ registrationRequired: false, registrationOpen: false }), edit: ['duration', '2 hours'] as const },
    {
      name: 'a cultural event paid by QR code',
      author: t.user.token,
      editor: t.user.token,
      body: culturalInput({ culturalPaymentMethod: 'qr', culturalPaymentQRCode: await pngDataUrl(17, 17) }),
      edit: ['title', 'Spring Fest (extended)'] as const,
    },
    { name: 'a free cultural event', author: t.user.token, editor: t.user.token, body: culturalInput({ ticketOptions: [{ ticketType: 'Entry', ticketPrice: 0 }] }), edit: ['content', 'Free for all.'] as const },
  ];

  it('GET then PUT of the same answer is 200 and changes nothing, for every type; one field changed changes just that field', async () => {
    for (const c of await cases()) {
      const created = await createPost(t, c.author, c.body);
      const id = String(created._id);
      await approve(id);
      const got = await call(t.app, 'GET', `/api/posts/${id}`, { token: c.editor });
      const before = await row(id);

      const same = await call(t.app, 'PUT', `/api/posts/${id}`, { token: c.editor, body: got.json });
      expect(same, `${c.name}: ${JSON.stringify(same.json)}`).toMatchObject({ status: 200 });
      expect(same.json, c.name).toEqual(got.json);
      expect(await row(id), c.name).toEqual(before);

      const [field, value] = c.edit;
      const edited = await call(t.app, 'PUT', `/api/posts/${id}`, { token: c.editor, body: { ...got.json, [field]: value } });
      expect(edited.status, `${c.name}: ${JSON.stringify(edited.json)}`).toBe(200);
      expect(edited.json[field], c.name).toBe(value);
      const after = await row(id);
      // The edit itself, and what the server owns: its version, time and (a host's edit of an event) review.
      const owned = ['updated_at', 'version', ...(c.editor === c.author && c.author !== t.admin.token ? ['status'] : [])];
      const column = field.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
      expect(changed(before, after), c.name).toEqual([column, ...owned].sort());
      expect(after.version, c.name).toBe(before.version + 1);
      expect(changed(got.json, edited.json).filter((k) => !['updatedAt', 'version', 'status', 'canReport'].includes(k)), c.name).toEqual([field]);
    }
  });

  it('ignores the read-only fields of an answer sent back: the server stays their authority', async () => {
    const created = await createPost(t, t.user.token, eventInput({ title: 'Read-only fields' }));
    const id = String(created._id);
    const got = (await call(t.app, 'GET', `/api/posts/${id}`, { token: t.user.token })).json;
    const forged = {
      ...got,
      _id: 'someone-else', userId: t.other.id, author: 'Forged', authorAvatar: '/media/x.png', likes: 999, commentCount: 7,
      commentData: [{ _id: 'c', author: 'x', authorId: 'x', authorAvatar: null, text: 'forged', timestamp: got.timestamp }],
      timestamp: '2001-01-01T00:00:00.000Z', updatedAt: '2001-01-01T00:00:00.000Z', status: 'approved', version: 50, hidden: true,
      likedByMe: true, canEdit: false, canDelete: false, canReport: true, title: 'Read-only fields, edited',
    };
    const res = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: forged });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      _id: id, userId: t.user.id, author: 'Asha Verma', likes: 0, commentCount: 0, commentData: [], timestamp: got.timestamp,
      status: 'pending', version: 2, hidden: false, likedByMe: false, title: 'Read-only fields, edited',
    });
  });
});

describe(`posts: SPEC's enableRegistrationForm beside registrationMethod (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  /** An event input as a client that knows only SPEC's fields sends it. */
  const specEvent = (fields: Record<string, unknown>) => ({ ...eventInput(), registrationMethod: undefined, registrationLink: undefined, ...fields });

  it('takes enableRegistrationForm: true as the form, false as the link', async () => {
    const form = await createPost(t, t.user.token, specEvent({ enableRegistrationForm: true, registrationFields: 'Team' }));
    expect(form).toMatchObject({ enableRegistrationForm: true, registrationMethod: 'form', registrationRequired: true, registrationFields: 'Team', registrationLink: null });
    const paid = await createPost(t, t.user.token, specEvent({ enableRegistrationForm: true, price: 50, paymentMethod: 'link', paymentLink: 'https://pay.example.org/x' }));
    expect(paid).toMatchObject({ enableRegistrationForm: true, paymentLink: 'https://pay.example.org/x' });
    const link = await createPost(t, t.user.token, specEvent({ enableRegistrationForm: false, registrationLink: 'https://forms.example.org/a' }));
    expect(link).toMatchObject({ enableRegistrationForm: false, registrationMethod: 'link', registrationLink: 'https://forms.example.org/a' });
    const missing = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: specEvent({ enableRegistrationForm: false }) });
    expect(missing).toMatchObject({ status: 400, json: { message: MESSAGES.registrationLinkRequired } });
    const agreeing = await createPost(t, t.user.token, specEvent({ enableRegistrationForm: true, registrationMethod: 'form' }));
    expect(agreeing).toMatchObject({ enableRegistrationForm: true, registrationMethod: 'form' });
  });

  it('refuses enableRegistrationForm and registrationMethod that disagree, on create and on edit, changing nothing', async () => {
    const post = await createPost(t, t.user.token, eventInput({ title: 'Disagreeing' }));
    const id = String(post._id);
    const before = await t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const disagreeing = [
      { enableRegistrationForm: true, registrationMethod: 'link', registrationLink: 'https://forms.example.org/a' },
      { enableRegistrationForm: false, registrationMethod: 'form' },
      { enableRegistrationForm: true, registrationMethod: '' },
    ];
    for (const fields of disagreeing) {
      const created = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: { ...eventInput(), ...fields } });
      expect(created, JSON.stringify(fields)).toMatchObject({ status: 400, json: { message: MESSAGES.registrationChoiceConflict } });
      const edited = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: { ...eventInput(), ...fields } });
      expect(edited, JSON.stringify(fields)).toMatchObject({ status: 400, json: { message: MESSAGES.registrationChoiceConflict } });
    }
    expect(await t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('answers both fields on every post answer: one post, the feed, the lists and the admin queue', async () => {
    await createPost(t, t.user.token, confessionInput());
    await createPost(t, t.user.token, culturalInput());
    const form = await createPost(t, t.user.token, eventInput({ registrationMethod: 'form' }));
    await createPost(t, t.admin.token, { type: 'news', title: 'News', content: 'Both fields.' });
    const answers = [
      [await call(t.app, 'GET', `/api/posts/${String(form._id)}`, { token: t.user.token })],
      [await call(t.app, 'GET', '/api/posts', { token: t.user.token })],
      [await call(t.app, 'GET', '/api/posts?type=culturalEvent', { token: t.admin.token })],
      [await call(t.app, 'GET', '/api/posts/popular')],
      [await call(t.app, 'GET', '/api/posts/news-highlights')],
      [await call(t.app, 'GET', '/api/posts/pending-events', { token: t.admin.token })],
    ].map(([res]) => res!.json as unknown);
    const posts = answers.flatMap((a): unknown[] => (Array.isArray(a) ? (a as unknown[]) : [a])) as Record<string, unknown>[];
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['confession', 'event', 'culturalEvent', 'news']));
    for (const p of posts) {
      expect(typeof p.enableRegistrationForm, String(p.title)).toBe('boolean');
      expect(p.registrationMethod, String(p.title)).toBe(p.enableRegistrationForm ? 'form' : p.registrationLink ? 'link' : '');
      expect(typeof p.version, String(p.title)).toBe('number');
    }
  });
});
