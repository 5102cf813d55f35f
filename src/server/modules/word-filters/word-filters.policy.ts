/**
 * Who the word filter concerns (decision 046), in one place so a new role (moderators) is one edit here:
 * admins keep the list and review what it held; the filter screens what everyone else writes.
 */
import type { Viewer } from '../../context.ts';

/** May list, add, change and remove filters, and use the "Test this text" box. */
export const mayManageWordFilters = (viewer: Viewer): boolean => viewer.isAdmin;

/** May see comments the filter held or flagged, and approve or remove them. */
export const mayReviewCaught = (viewer: Viewer | null): boolean => viewer?.isAdmin === true;

/** Whether the filter screens what this person writes: the people who review its catches are not screened. */
export const isScreened = (viewer: Viewer): boolean => !mayReviewCaught(viewer);
