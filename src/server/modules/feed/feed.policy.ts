/**
 * Which posts a feed shows a viewer: posts.policy's canView, as the feed's query reads it (SPEC §6).
 */
import type { Viewer } from '../../context.ts';
import type { FeedVisibility } from './feed.repository.ts';

/**
 * The same rule as canView, for the feed's query. The feeds leave hidden posts out for everyone but admins;
 * one author's list (`authorId`) shows its author their own hidden posts too.
 */
export function feedVisibility(viewer: Viewer | null, authorId?: string): FeedVisibility {
  if (viewer?.isAdmin) return { includeHidden: true, pending: { all: true } };
  const ownList = viewer !== null && authorId === viewer.id;
  return { includeHidden: ownList, pending: viewer ? { ownerId: viewer.id } : null };
}
