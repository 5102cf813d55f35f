/** A suspended account's write is announced on the live stream to itself only; a post's, to the reviewers too (decision 067). */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../changes/change.ts';
import { hears, type Listener } from './stream.policy.ts';

const self: Listener = { id: 'suspended', isAdmin: false };
const student: Listener = { id: 'student', isAdmin: false };
const reviewer: Listener = { id: 'moderator', isAdmin: true };
const post: Change = { type: 'post', action: 'updated', postId: 'p1', postType: 'event', authorId: 'suspended', visibility: 'public', heardBy: 'suspended' };
const registration: Change = { type: 'registration', postId: 'p1', hostId: 'suspended', userId: 'student', registrations: 1, heardBy: 'suspended' };
const like: Change = { type: 'like', postId: 'p2', authorId: 'student', visibility: 'public', userId: 'suspended', liked: false, likes: 0, heardBy: 'suspended' };
const door: Change = { type: 'door', postId: 'p1', hostId: 'suspended', staffIds: ['student'], holding: 1, checkedIn: 1, heardBy: 'suspended' };

describe('what a suspended account writes is heard by itself only', () => {
  it('a post change: the account and the reviewers, not a student or a visitor', () => {
    expect([hears(self, post), hears(reviewer, post), hears(student, post), hears(null, post)]).toEqual([true, true, false, false]);
  });

  it('a registration, a like and the door: the account only', () => {
    for (const change of [registration, like, door]) {
      expect([hears(self, change), hears(student, change), hears(reviewer, change), hears(null, change)]).toEqual([true, false, false, false]);
    }
  });

  it('the same changes without the mark reach those they concern', () => {
    const { heardBy: _post, ...open } = post;
    const { heardBy: _registration, ...told } = registration;
    expect([hears(student, open), hears(student, told)]).toEqual([true, true]);
  });
});
