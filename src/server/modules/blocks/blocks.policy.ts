/**
 * Blocking (decision 047): anyone signed in may block anyone but themselves. A block is one-way and silent: the
 * blocker stops seeing the blocked person's posts and comments, and the blocked person may still read the
 * blocker's public posts (a visitor can) but may not comment on them.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import type { Viewer } from '../../context.ts';
import { badRequest } from '../../lib/http-errors.ts';

export function assertMayBlock(viewer: Viewer, targetId: string): void {
  if (viewer.id === targetId) throw badRequest(MESSAGES.cannotBlockYourself);
}
