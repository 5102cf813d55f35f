import type { FastifyInstance } from 'fastify';
import { headTags, type HeadPost, withHead } from './page-head.ts';

const isEvent = (type: string) => type === 'event' || type === 'culturalEvent';

/**
 * The app's page for a post's or an event's address, with the post's title and Open Graph tags in its head when a
 * visitor may read it (decision 075). The post is asked of this server as a visitor asks for it (no session): the
 * same answer, from the same visitor answer cache, the API sends; anything but a 200 (not found, pending, hidden, a
 * private campus's 401) gives the plain page, which says "not found" or asks to sign in by itself.
 */
export function pageForPost(app: FastifyInstance, template: () => Promise<string>) {
  return async (id: string, kind: 'event' | 'post'): Promise<string> => {
    const page = await template();
    const res = await app
      .inject({ method: 'GET', url: `/api/posts/${encodeURIComponent(id)}`, headers: { accept: 'application/json' } })
      .catch(() => null);
    if (res?.statusCode !== 200) return page;
    let post: HeadPost;
    try {
      post = JSON.parse(res.body) as HeadPost;
    } catch {
      return page;
    }
    if (typeof post.title !== 'string' || typeof post.content !== 'string' || !Array.isArray(post.images)) return page;
    // An event's address names an event; a post's page may show any post, an event too.
    if (kind === 'event' && !isEvent(post.type)) return page;
    const path = `/${kind === 'event' ? 'events' : 'posts'}/${encodeURIComponent(id)}`;
    return withHead(page, headTags(post, app.ctx.config.publicUrl, path));
  };
}
