import { useMutationState } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { failureMessage } from '../../../lib/failures.ts';
import { QUEUED_MUTATIONS } from '../../../lib/offline-cache.ts';
import { AccountChangedError, type QueuedContext } from '../lib/queued-interactions.ts';

export interface QueuedInteractions {
  /** A like or comment on the post waits for the connection. */
  waiting: boolean;
  /** The comments on the post that wait for the connection, oldest first. */
  waitingComments: string[];
  /** The message of a like or comment made offline that the server refused when it was sent, if one was. */
  failure: string | null;
}

interface QueuedState {
  kind: string;
  paused: boolean;
  text: string | null;
  failure: string | null;
}

/** The likes and comments on a post that were made offline: which wait, and whether one failed when sent (decision 050). */
export function useQueuedInteractions(postId: string): QueuedInteractions {
  const states = useMutationState<QueuedState>({
    filters: {
      predicate: (m) => QUEUED_MUTATIONS.includes(String(m.options.mutationKey?.[0])) && m.options.mutationKey?.[1] === postId,
    },
    select: (m) => {
      const kind = String(m.options.mutationKey?.[0]);
      const context = m.state.context as QueuedContext | undefined;
      const variables = m.state.variables as { text?: unknown } | undefined;
      const failed = m.state.status === 'error' && context?.queuedOffline === true && !(m.state.error instanceof AccountChangedError);
      return {
        kind,
        paused: m.state.isPaused,
        text: typeof variables?.text === 'string' ? variables.text : null,
        failure: failed ? `${t(kind === 'like' ? MESSAGES.queuedLikeFailed : MESSAGES.queuedCommentFailed)} ${failureMessage(m.state.error)}` : null,
      };
    },
  });
  return {
    waiting: states.some((s) => s.paused),
    waitingComments: states.filter((s) => s.paused && s.kind === 'comment' && s.text !== null).map((s) => s.text!),
    failure: states.findLast((s) => s.failure !== null)?.failure ?? null,
  };
}
