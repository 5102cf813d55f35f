import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const person = { name: 'Priya Shah', email: 'priya@campus.test' };
const event = (registrationFields: string) =>
  insertPost(t.database.db, buildEvent(t.user.id, { registration_fields: registrationFields }));
const register = (postId: string, token: string, body: unknown) =>
  call(t.app, 'POST', `/api/users/register-event/${postId}`, { token, body });

describe('A phone number written as people write it', () => {
  it.each(['98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210'])('%j is accepted and kept as ten digits', async (phone) => {
    const student = await quickAccount(t.database.db);
    const post = await event('Year of study:1st|2nd, Emergency contact');
    const res = await register(post.id, student.token, { ...person, phone, 'Year of study': '2nd', 'Emergency contact': phone });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ phone: '9876543210', customFields: { 'Emergency contact': '9876543210' } });
    const row = await t.database.db.selectFrom('registrations').selectAll().where('post_id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe('9876543210');
    expect(JSON.parse(row.custom_fields ?? '{}')).toEqual({ 'Year of study': '2nd', 'Emergency contact': '9876543210' });
  });

  it("refuses anything else with SPEC's message", async () => {
    const student = await quickAccount(t.database.db);
    const post = await event('Emergency contact');
    for (const phone of ['98765 4321', '+1 98765 43210', '98765-43210-1']) {
      expect(await register(post.id, student.token, { ...person, phone, 'Emergency contact': '9876543210' })).toMatchObject({
        status: 400,
        json: { message: MESSAGES.phoneDigits },
      });
    }
    expect(await register(post.id, student.token, { ...person, phone: '9876543210', 'Emergency contact': '+44 20 7946 0958' })).toMatchObject({
      status: 400,
      json: { message: "The field 'Emergency contact' must be exactly 10 digits." },
    });
  });
});

describe("The student's earlier answers, for the next form", () => {
  it('lists the newest registration first with its phone as ten digits and its answers by label', async () => {
    const student = await quickAccount(t.database.db);
    const first = await event('Year of study:1st|2nd|3rd, Team name');
    const second = await event('Year of study:1st|2nd|3rd, T-shirt size:S|M');
    expect((await register(first.id, student.token, { ...person, phone: '+91 91234 56780', 'Year of study': '2nd', 'Team name': 'Nulls' })).status).toBe(201);
    expect((await register(second.id, student.token, { ...person, phone: '098765 43210', 'Year of study': '3rd', 'T-shirt size': 'M' })).status).toBe(201);

    const res = await call(t.app, 'GET', '/api/users/me/registrations', { token: student.token });
    expect(res.status).toBe(200);
    const { registrations } = res.json as { registrations: Array<{ postId: string; phone: string; customFields: Record<string, string> }> };
    expect(registrations.map((r) => r.postId)).toEqual([second.id, first.id]);
    expect(registrations[0]).toMatchObject({ phone: '9876543210', customFields: { 'Year of study': '3rd', 'T-shirt size': 'M' } });
    expect(registrations[1]).toMatchObject({ phone: '9123456780', customFields: { 'Year of study': '2nd', 'Team name': 'Nulls' } });
  });
});
