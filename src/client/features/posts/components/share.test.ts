import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { clearSessionNotifications, getSessionNotifications } from '../../../lib/in-session-notifications.ts';
import { sharePost } from './share.ts';

const post = { _id: 'abc123', title: 'Open Mic Night', content: 'x'.repeat(150) };

describe('sharePost', () => {
  it('uses the share sheet with the title, the text cut at 100 characters and the post link', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await expect(sharePost(post)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Open Mic Night',
      text: 'x'.repeat(100),
      url: `${window.location.origin}/posts/abc123`,
    });
  });

  it('copies the link and says so where there is no share sheet', async () => {
    clearSessionNotifications();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await expect(sharePost(post)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/posts/abc123`);
    expect(getSessionNotifications()[0]).toMatchObject({ message: MESSAGES.linkCopied, type: 'success' });
  });

  it('does nothing more when the person cancels the share sheet', async () => {
    clearSessionNotifications();
    const writeText = vi.fn();
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    await expect(sharePost(post)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(getSessionNotifications()).toHaveLength(0);
  });
});
