import { describe, expect, it, vi } from 'vitest';
import { NewPostsStore } from './new-posts.ts';

describe('NewPostsStore', () => {
  it('holds each new post once, and tells its listeners', () => {
    const store = new NewPostsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add('p1', 'confession');
    store.add('p1', 'confession');
    store.add('p2', 'event');
    expect([...store.getSnapshot()]).toEqual([
      ['p1', 'confession'],
      ['p2', 'event'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.forget(['p1']);
    expect([...store.getSnapshot().keys()]).toEqual(['p2']);
  });

  it("never counts this tab's own post, whether the stream tells of it before or after the form's answer", () => {
    const store = new NewPostsStore();
    store.add('mine-early', 'confession');
    store.markOwn('mine-early');
    store.markOwn('mine-late');
    store.add('mine-late', 'confession');
    expect(store.getSnapshot().size).toBe(0);
  });

  it('forgets everything for another viewer', () => {
    const store = new NewPostsStore();
    store.markOwn('p1');
    store.add('p2', 'news');
    store.clear();
    expect(store.getSnapshot().size).toBe(0);
    store.add('p1', 'news');
    expect(store.getSnapshot().size).toBe(1);
  });
});
