import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import type { ReportedPost } from '../../../../shared/schemas/admin.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import {
  AUDIT_PATH,
  approveEvent,
  deleteReportedPost,
  dismissReports,
  fetchAuditPage,
  fetchPendingEvents,
  fetchReportedPosts,
  rejectEvent,
} from '../api/moderation-api.ts';

export const moderationKeys = {
  pending: ['moderation', 'pending'] as const,
  reported: ['moderation', 'reported'] as const,
  audit: ['moderation', 'audit'] as const,
};

export const usePendingEvents = () =>
  useQuery({ queryKey: moderationKeys.pending, queryFn: ({ signal }) => fetchPendingEvents(signal) });

export const useReportedPosts = () =>
  useQuery({ queryKey: moderationKeys.reported, queryFn: ({ signal }) => fetchReportedPosts(signal) });

export const useAuditLog = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: moderationKeys.audit,
    queryFn: ({ pageParam, signal }) => fetchAuditPage(pageParam, signal),
    initialPageParam: `${AUDIT_PATH}?limit=20`,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });

interface PostAction {
  postId: string;
  title: string;
}

/** An approval or rejection: the version of the event the admin reviewed. */
export interface ReviewAction extends PostAction {
  version: number;
}

function useModerationAction<TItem, TVars extends PostAction = PostAction>(options: {
  action: (vars: TVars) => Promise<unknown>;
  /** The list the item leaves, and how to find it there. */
  listKey: readonly string[];
  matches: (item: TItem, postId: string) => boolean;
  /** SPEC §8's verb phrase, e.g. 'approve event', in the reader's language. */
  what: () => string;
  success: (vars: TVars) => string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => options.action(vars),
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: options.listKey });
      const before = queryClient.getQueryData<TItem[]>(options.listKey);
      queryClient.setQueryData<TItem[]>(options.listKey, (list) => list?.filter((item) => !options.matches(item, vars.postId)));
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(options.listKey, context.before);
      notifyFailure(options.what(), error);
    },
    onSuccess: (_data, vars) => notify(options.success(vars), 'success'),
    // Success or failure, the lists are read again: an event edited since it was shown (409) comes back as it is now.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['moderation'] });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}

/** SPEC §8's verb phrases of the two decisions on a pending event, in the reader's language. */
export const REVIEW_ACTIONS = { approve: () => t('approve event'), reject: () => t('reject event') } as const;

const isPost = (item: Post, postId: string) => item._id === postId;
const isReported = (item: ReportedPost, postId: string) => item.postId._id === postId;

export const useApproveEvent = () =>
  useModerationAction<Post, ReviewAction>({
    action: ({ postId, version }) => approveEvent(postId, version),
    listKey: moderationKeys.pending,
    matches: isPost,
    what: REVIEW_ACTIONS.approve,
    success: ({ title }) => t('Approved "{title}": it is live now.', { title }),
  });

export const useRejectEvent = () =>
  useModerationAction<Post, ReviewAction>({
    action: ({ postId, version }) => rejectEvent(postId, version),
    listKey: moderationKeys.pending,
    matches: isPost,
    what: REVIEW_ACTIONS.reject,
    success: ({ title }) => t('Rejected "{title}".', { title }),
  });

/** A deletion, with the reason the admin chose (or none). */
export interface RemovalAction extends PostAction {
  reason?: string | null;
}

export const useDeleteReportedPost = () =>
  useModerationAction<ReportedPost, RemovalAction>({
    action: ({ postId, reason }) => deleteReportedPost(postId, reason ?? null),
    listKey: moderationKeys.reported,
    matches: isReported,
    what: () => t('delete reported post'),
    success: ({ title }) => t('Deleted "{title}".', { title }),
  });

/** A dismissal, with the note for the reporters (or none). */
export interface DismissAction extends PostAction {
  note?: string | null;
}

export const useDismissReports = () =>
  useModerationAction<ReportedPost, DismissAction>({
    action: ({ postId, note }) => dismissReports(postId, note ?? null),
    listKey: moderationKeys.reported,
    matches: isReported,
    what: () => t('dismiss the reports'),
    success: ({ title }) => t('Dismissed the reports on "{title}".', { title }),
  });
