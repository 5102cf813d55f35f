import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { createPost, createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';

/**
 * SPEC §7 names approve and reject with nothing but the event's id: such a call decides the event as it stands.
 * A caller that names the version it reviewed, by `?version=` or by If-Match, keeps the stale-review protection.
 */
let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const postRow = (id: string) => t.database.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
const auditOf = (postId: string) => t.database.db.selectFrom('audit_log').select('action').where('post_id', '=', postId).execute();

let titles = 0;
/** A pending event by the student, edited `edits` times by its host (so at version edits + 1). */
async function pendingEvent(edits = 0): Promise<string> {
  titles += 1;
  const title = `Open Mic ${titles}`;
  const id = String((await createPost(t, t.user.token, eventInput({ title })))._id);
  for (let i = 0; i < edits; i += 1) {
    const edit = await call(t.app, 'PUT', `/api/posts/${id}`, { token: t.user.token, body: eventInput({ title, location: `Hall ${i}` }) });
    expect(edit.status).toBe(200);
  }
  return id;
}

const decided = async (method: 'PUT' | 'DELETE', id: string) => {
  if (method === 'PUT') expect(await postRow(id)).toMatchObject({ status: 'approved' });
  else expect(await postRow(id)).toBeUndefined();
};

const undecided = async (id: string, version: number) => {
  expect(await postRow(id)).toMatchObject({ status: 'pending', version });
  expect(await auditOf(id)).toEqual([]);
};

describe.each([
  ['PUT', 'approve-event'],
  ['DELETE', 'reject-event'],
] as const)('%s /api/posts/%s/{id}', (method, path) => {
  const url = (id: string, query = '') => `/api/posts/${path}/${id}${query}`;

  it('as SPEC §7 calls it, with no body and no version, decides the event as it stands (even after edits)', async () => {
    const id = await pendingEvent(2);
    const res = await call(t.app, method, url(id), { token: t.admin.token });
    expect(res.status).toBe(200);
    if (method === 'PUT') expect(res.json).toMatchObject({ _id: id, status: 'approved', version: 3 });
    else expect(res.json).toEqual({ ok: true });
    await decided(method, id);
    expect(await auditOf(id)).toEqual([{ action: method === 'PUT' ? 'approve' : 'reject' }]);
  });

  it('with no version, still refuses what is not pending (409) and what is missing (404)', async () => {
    const id = await pendingEvent();
    expect((await call(t.app, 'PUT', `/api/posts/approve-event/${id}`, { token: t.admin.token })).status).toBe(200);
    expect(await call(t.app, method, url(id), { token: t.admin.token })).toMatchObject({ status: 409, json: { message: MESSAGES.notPending } });
    expect(await postRow(id)).toMatchObject({ status: 'approved' });
    expect((await call(t.app, method, url('missing'), { token: t.admin.token })).status).toBe(404);
  });

  it('with ?version= at the current version decides it; a stale one answers 409 and changes nothing', async () => {
    const id = await pendingEvent(1);
    expect(await call(t.app, method, url(id, '?version=1'), { token: t.admin.token })).toMatchObject({
      status: 409,
      json: { message: MESSAGES.eventChangedSinceReview },
    });
    await undecided(id, 2);
    expect((await call(t.app, method, url(id, '?version=2'), { token: t.admin.token })).status).toBe(200);
    await decided(method, id);
  });

  it.each(['"2"', '2', '*', '"1", "2"', ' "2" '])('with If-Match: %s (at version 2) decides it', async (ifMatch) => {
    const id = await pendingEvent(1);
    const res = await call(t.app, method, url(id), { token: t.admin.token, headers: { 'if-match': ifMatch } });
    expect(res.status).toBe(200);
    await decided(method, id);
  });

  it.each(['"1"', '1', '"3"', '"1", "3"'])('with a stale If-Match: %s (at version 2) answers as a stale ?version= does', async (ifMatch) => {
    const id = await pendingEvent(1);
    const res = await call(t.app, method, url(id), { token: t.admin.token, headers: { 'if-match': ifMatch } });
    expect(res).toMatchObject({ status: 409, json: { message: MESSAGES.eventChangedSinceReview } });
    await undecided(id, 2);
  });

  it('with both ?version= and If-Match, both must name the current version', async () => {
    const id = await pendingEvent(1);
    for (const [query, ifMatch] of [['?version=2', '"1"'], ['?version=1', '"2"']] as const) {
      const res = await call(t.app, method, url(id, query), { token: t.admin.token, headers: { 'if-match': ifMatch } });
      expect(res, `${query} ${ifMatch}`).toMatchObject({ status: 409, json: { message: MESSAGES.eventChangedSinceReview } });
    }
    await undecided(id, 2);
    expect((await call(t.app, method, url(id, '?version=2'), { token: t.admin.token, headers: { 'if-match': '*' } })).status).toBe(200);
    await decided(method, id);
  });

  it('refuses a version that is no whole positive number, a misspelt parameter and an If-Match that names no version, with 400', async () => {
    const id = await pendingEvent();
    for (const query of ['?version=', '?version=abc', '?version=1.5', '?version=0', '?version=-1', '?version=99999999999', '?v=1', '?version=1&x=1']) {
      expect(await call(t.app, method, url(id, query), { token: t.admin.token }), query).toMatchObject({
        status: 400,
        json: { message: MESSAGES.reviewedVersionInvalid },
      });
    }
    for (const ifMatch of ['', 'W/"1"', '"abc"', '"1', '0', '"99999999999"', '*, "1"', '1 2']) {
      expect(await call(t.app, method, url(id), { token: t.admin.token, headers: { 'if-match': ifMatch } }), ifMatch).toMatchObject({
        status: 400,
        json: { message: MESSAGES.reviewIfMatchInvalid },
      });
    }
    await undecided(id, 1);
  });

  it('refuses a visitor (401) and a student (403) whatever the form, changing nothing', async () => {
    const id = await pendingEvent();
    const forms: { query: string; headers?: Record<string, string> }[] = [
      { query: '' },
      { query: '?version=1' },
      { query: '?version=7' },
      { query: '', headers: { 'if-match': '"1"' } },
      { query: '', headers: { 'if-match': '*' } },
      { query: '', headers: { 'if-match': 'W/"nonsense"' } },
    ];
    for (const { query, headers } of forms) {
      const label = `${query} ${JSON.stringify(headers ?? {})}`;
      expect((await call(t.app, method, url(id, query), { ...(headers ? { headers } : {}) })).status, label).toBe(401);
      expect(await call(t.app, method, url(id, query), { token: t.user.token, ...(headers ? { headers } : {}) }), label).toMatchObject({
        status: 403,
        json: { message: MESSAGES.moderatorsOnly },
      });
    }
    await undecided(id, 1);
  });
});

describe('the OpenAPI document', () => {
  it('names the version as optional, and If-Match, on approve and reject', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = (res.json as { paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>> }).paths;
    for (const [path, method] of [['/api/posts/approve-event/{id}', 'put'], ['/api/posts/reject-event/{id}', 'delete']] as const) {
      const parameters = paths[path]?.[method]?.parameters ?? [];
      expect(parameters.find((p) => p.in === 'query' && p.name === 'version'), path).toMatchObject({ required: false });
      expect(parameters.find((p) => p.in === 'header' && p.name === 'if-match'), path).toMatchObject({ required: false });
    }
  });
});
