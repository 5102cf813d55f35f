import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, storage } from './storage.ts';

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.edu', avatar: null, isAdmin: false, token: 't0k3n' };

describe('storage', () => {
  it('round-trips the current user under the currentUser key', () => {
    storage.setCurrentUser(user);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currentUser) ?? 'null')).toEqual(user);
    expect(storage.getCurrentUser()).toEqual(user);
  });

  it('treats corrupt JSON as absent and removes the bad entry', () => {
    window.localStorage.setItem('currentUser', '{"_id": "u1", oops');
    window.localStorage.setItem('likedPosts', '[not json');
    window.localStorage.setItem('myCalendarEvents', 'undefined');
    expect(storage.getCurrentUser()).toBeNull();
    expect(storage.getLikedPosts()).toEqual([]);
    expect(storage.getMyCalendarEvents()).toEqual([]);
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('rejects well-formed JSON of the wrong shape', () => {
    window.localStorage.setItem('currentUser', JSON.stringify({ name: 'No token' }));
    window.localStorage.setItem('likedPosts', JSON.stringify([1, 2]));
    expect(storage.getCurrentUser()).toBeNull();
    expect(storage.getLikedPosts()).toEqual([]);
  });

  it('keeps liked posts and calendar events', () => {
    storage.setLikedPosts(['p1', 'p2']);
    storage.setMyCalendarEvents([{ _id: 'e1', title: 'Open mic' }]);
    expect(storage.getLikedPosts()).toEqual(['p1', 'p2']);
    expect(storage.getMyCalendarEvents()).toEqual([{ _id: 'e1', title: 'Open mic' }]);
  });

  it('clearSession removes the user, liked posts and the saved calendar', () => {
    storage.setCurrentUser(user);
    storage.setLikedPosts(['p1']);
    storage.setMyCalendarEvents([{ _id: 'e1' }]);
    storage.clearSession();
    expect(storage.getCurrentUser()).toBeNull();
    expect(storage.getLikedPosts()).toEqual([]);
    expect(storage.getMyCalendarEvents()).toEqual([]);
  });

  it("clearSession also forgets the post form's drafts, and nothing else of the browser's", () => {
    storage.setDraft('u1:new:confession', { form: { title: 'mine' } });
    localStorage.setItem('theme', 'dark');
    expect(storage.getDraft('u1:new:confession')).toEqual({ form: { title: 'mine' } });
    storage.clearSession();
    expect(storage.getDraft('u1:new:confession')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
