import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { confessionInput, createPost, createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';

let t: PostsWorld;

beforeAll(async () => {
  t = await createPostsWorld();
});

afterAll(async () => {
  await t.close();
});

const addFilter = async (pattern: string, action: 'block' | 'hold' | 'flag') => {
  const res = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern, action } });
  expect(res.status).toBe(201);
  return res.json as { _id: string; pattern: string; action: string };
};
const removeFilter = (id: string) => call(t.app, 'DELETE', `/api/admin/word-filters/${id}`, { token: t.admin.token });
const comment = (postId: string, token: string, text: string) => call(t.app, 'POST', `/api/posts/${postId}/comments`, { token, body: { text } });
const newPostId = async () => String((await createPost(t, t.user.token, confessionInput({ title: 'Mess food review' })))._id);

describe('the word-filter list', () => {
  it('adds, lists, changes and removes filters; refuses bad patterns, duplicates and non-admins', async () => {
    const added = await addFilter('  Spam*  ', 'flag');
    expect(added).toMatchObject({ pattern: 'spam*', action: 'flag' });
    const listed = await call(t.app, 'GET', '/api/admin/word-filters', { token: t.admin.token });
    expect(listed.json).toEqual(expect.arrayContaining([expect.objectContaining({ _id: added._id, pattern: 'spam*' })]));

    const dup = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern: 'SPAM*', action: 'block' } });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({ message: MESSAGES.wordFilterExists });

    for (const [pattern, message] of [
      ['x', MESSAGES.wordFilterPatternLength],
      ['1234', MESSAGES.wordFilterPatternLetter],
      ['bad(word)', MESSAGES.wordFilterPatternCharacters],
      ['bad *', MESSAGES.wordFilterPatternWildcards],
      ['a*a*a*a*b', MESSAGES.wordFilterPatternWildcards],
      ['f*u*c*k'.repeat(9), MESSAGES.wordFilterPatternLength],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern, action: 'block' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    }
    const badAction = await call(t.app, 'POST', '/api/admin/word-filters', { token: t.admin.token, body: { pattern: 'fine', action: 'ban' } });
    expect(badAction.json).toEqual({ message: MESSAGES.wordFilterActionInvalid });

    const changed = await call(t.app, 'PUT', `/api/admin/word-filters/${added._id}`, { token: t.admin.token, body: { action: 'hold' } });
    expect(changed.json).toMatchObject({ action: 'hold' });

    const student = await call(t.app, 'GET', '/api/admin/word-filters', { token: t.user.token });
    expect(student.status).toBe(403);

    expect((await removeFilter(added._id)).status).toBe(200);
    const again = await removeFilter(added._id);
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: MESSAGES.wordFilterNotFound });
  });

  it('tests a text: every filter that matches and the strongest action', async () => {
    const a = await addFilter('cheap', 'flag');
    const b = await addFilter('idiot', 'hold');
    const test = (text: string) => call(t.app, 'POST', '/api/admin/word-filters/test', { token: t.admin.token, body: { text } });
    expect((await test('nothing to see')).json).toEqual({ action: null, matches: [] });
    const res = await test('CHEAP tickets, \u0456di0t');
    expect(res.status).toBe(200);
    // Every filter that matches, in the list's order (two added within one millisecond may come either way).
    const verdict = res.json as { action: string; matches: Array<{ pattern: string }> };
    expect(verdict.action).toBe('hold');
    expect(verdict.matches.map((match) => match.pattern).sort()).toEqual(['cheap', 'idiot']);
    expect((await test('')).json).toEqual({ message: MESSAGES.wordFilterTestTextRequired });
    await removeFilter(a._id);
    await removeFilter(b._id);
  });
});

describe('the filter on comments and posts', () => {
  it('blocks a comment with a blocked word, look-alike letters and all, and writes nothing; takes it once the filter goes', async () => {
    const postId = await newPostId();
    const filter = await addFilter('scam', 'block');
    const refused = await comment(postId, t.other.token, 'This is a total \u0455c\u0430m!');
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ message: MESSAGES.wordFilterBlocked });
    const fine = await comment(postId, t.other.token, 'Nothing wrong with a scampi');
    expect(fine.status).toBe(201);
    expect((await call(t.app, 'GET', `/api/posts/${postId}`)).json.commentCount).toBe(1);
    // Removing the filter drops the compiled list at once.
    await removeFilter(filter._id);
    expect((await comment(postId, t.other.token, 'a scam after all')).status).toBe(201);
  });

  it("applies a filter the moment it is added (the kept list drops on the change)", async () => {
    const postId = await newPostId();
    expect((await comment(postId, t.other.token, 'warm up the cache')).status).toBe(201);
    const filter = await addFilter('rubbish', 'block');
    expect((await comment(postId, t.other.token, 'RUBBISH')).status).toBe(422);
    await removeFilter(filter._id);
  });

  it('holds a comment: its author sees it waiting, nobody else does, it is not counted; an admin approves or removes it', async () => {
    const postId = await newPostId();
    const filter = await addFilter('idiot*', 'hold');
    const held = await comment(postId, t.other.token, 'what an idiotic idea');
    expect(held.status).toBe(201);
    expect(held.json).toEqual([expect.objectContaining({ text: 'what an idiotic idea', held: true })]);
    const mine = await call(t.app, 'GET', `/api/posts/${postId}/comments`, { token: t.other.token });
    expect(mine.json).toEqual([expect.objectContaining({ held: true })]);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/comments`)).json).toEqual([]);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/comments`, { token: t.user.token })).json).toEqual([]);
    const post = await call(t.app, 'GET', `/api/posts/${postId}`, { token: t.user.token });
    expect(post.json.commentCount).toBe(0);
    expect(post.json.commentData).toEqual([]);
    // The post's author is not told of a comment nobody can see yet.
    const notes = await call(t.app, 'GET', '/api/notifications', { token: t.user.token });
    expect(JSON.stringify(notes.json)).not.toContain('what an idiotic idea');

    const queue = await call(t.app, 'GET', '/api/admin/held-comments', { token: t.admin.token });
    const entry = (queue.json as unknown as { _id: string; text: string; held: boolean; postTitle: string }[]).find((c) => c.text === 'what an idiotic idea');
    expect(entry).toMatchObject({ held: true, postTitle: 'Mess food review' });
    expect((await call(t.app, 'GET', '/api/admin/held-comments', { token: t.other.token })).status).toBe(403);

    expect((await call(t.app, 'PUT', `/api/admin/held-comments/${entry?._id}/approve`, { token: t.admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/comments`)).json).toEqual([expect.not.objectContaining({ held: true })]);
    expect((await call(t.app, 'GET', `/api/posts/${postId}`)).json.commentCount).toBe(1);
    expect((await call(t.app, 'PUT', `/api/admin/held-comments/${entry?._id}/approve`, { token: t.admin.token })).status).toBe(404);

    await comment(postId, t.other.token, 'idiots everywhere');
    const next = (await call(t.app, 'GET', '/api/admin/held-comments', { token: t.admin.token })).json as unknown as { _id: string; text: string }[];
    const second = next.find((c) => c.text === 'idiots everywhere');
    expect((await call(t.app, 'DELETE', `/api/admin/held-comments/${second?._id}`, { token: t.admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/comments`, { token: t.other.token })).json).toHaveLength(1);
    expect((await call(t.app, 'GET', `/api/posts/${postId}`)).json.commentCount).toBe(1);
    await removeFilter(filter._id);
  });

  it('publishes a flagged comment and lists it for the admins', async () => {
    const postId = await newPostId();
    const filter = await addFilter('free money', 'flag');
    const res = await comment(postId, t.other.token, 'FREE   money here');
    expect(res.status).toBe(201);
    expect((await call(t.app, 'GET', `/api/posts/${postId}/comments`)).json).toHaveLength(1);
    const queue = (await call(t.app, 'GET', '/api/admin/held-comments', { token: t.admin.token })).json as unknown as { text: string; flagged: boolean; held: boolean }[];
    expect(queue.find((c) => c.text === 'FREE   money here')).toMatchObject({ flagged: true, held: false });
    await removeFilter(filter._id);
  });

  it('blocks a post whose content has a blocked word (whole words only); admins are not screened', async () => {
    const filter = await addFilter('b*tch', 'block');
    const created = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ content: 'such a B1TCH move' }) });
    expect(created.status).toBe(422);
    expect(created.json).toEqual({ message: MESSAGES.wordFilterBlocked });
    const titled = await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: confessionInput({ title: 'Bitching about mess food' }) });
    expect(titled.status).toBe(201);
    const byAdmin = await call(t.app, 'POST', '/api/posts', { token: t.admin.token, body: confessionInput({ content: 'quoting: bitch' }) });
    expect(byAdmin.status).toBe(201);
    await removeFilter(filter._id);
  });
});
