import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES, failedTo } from '../../../../shared/messages.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { notify } from '../../../lib/in-session-notifications.ts';

/** The address a shared post opens (SPEC §2: the single post view). */
export const postUrl = (id: string): string => `${window.location.origin}/posts/${encodeURIComponent(id)}`;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * SPEC §9: the system share sheet with the title and the first 100 characters of the text; where there is
 * none, the link is copied to the clipboard instead.
 */
export async function sharePost(post: Pick<Post, '_id' | 'title' | 'content'>): Promise<ShareOutcome> {
  const url = postUrl(post._id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.content.slice(0, LIMITS.shareText), url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // The share sheet failed (not allowed here, for example): fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify(t(MESSAGES.linkCopied), 'success');
    return 'copied';
  } catch {
    notify(failedTo(t('copy the link'), t(MESSAGES.unknownError)), 'error');
    return 'failed';
  }
}
