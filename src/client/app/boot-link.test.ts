import { describe, expect, it, vi } from 'vitest';
import { readBootLink, takeBootLink } from './boot-link.ts';

describe("the installed app's shortcuts", () => {
  it('opens a screen or the post form from the address, and nothing else', () => {
    expect(readBootLink('https://quad.campus/?screen=events')).toEqual({ screen: 'events', compose: false });
    expect(readBootLink('https://quad.campus/?compose=1')).toEqual({ screen: null, compose: true });
    expect(readBootLink('https://quad.campus/?screen=admin')).toBeNull();
    expect(readBootLink('https://quad.campus/')).toBeNull();
    // The app's own addresses keep their meaning.
    expect(readBootLink('https://quad.campus/posts/abc?screen=events')).toBeNull();
    expect(readBootLink('https://quad.campus/events/e1/check-in?compose=1')).toBeNull();
  });

  it('cleans the address once read, so a reload opens Home', () => {
    const history = { state: null, replaceState: vi.fn() } as unknown as History;
    expect(takeBootLink({ href: 'https://quad.campus/?screen=events' } as Location, history)).toEqual({ screen: 'events', compose: false });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
    const untouched = { state: null, replaceState: vi.fn() } as unknown as History;
    expect(takeBootLink({ href: 'https://quad.campus/posts/abc' } as Location, untouched)).toBeNull();
    expect(untouched.replaceState).not.toHaveBeenCalled();
  });
});
