import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { errorMessage, NetworkError, serverText } from '../../../lib/api-client.ts';
import { consightLive, errorSubmittingPost, failedToSave, MESSAGES, networkError } from '../../../../shared/messages.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { savePost } from '../api/save-post.ts';
import { formToInput, successMessage, TYPE_NOUNS } from '../lib/form-state.ts';
import type { PostFormState } from '../lib/form-state.ts';
import { schemaModules } from '../../../lib/schemas.ts';
import { startsInPast } from '../lib/starts-in-past.ts';

export interface SubmitState {
  busy: boolean;
  /** 0..1 while the request goes up, else null. */
  progress: number | null;
  submit: (form: PostFormState) => Promise<void>;
}

/**
 * SPEC §5/§8: checks the form with the shared rules (first failure in an 'Input Required' dialog, nothing
 * sent), asks before posting an event that starts in the past, saves it with upload progress, and reports
 * the outcome as a notification and a toast (success) or a dialog (failure).
 */
export function useSubmitPost(editing: Post | undefined, onSaved: (post: Post) => void): SubmitState {
  const showDialog = useDialog();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(form: PostFormState) {
    if (busy) return;
    let PostInputSchema;
    try {
      ({ PostInputSchema } = await schemaModules.posts());
    } catch {
      void showDialog({ title: t(MESSAGES.inputRequiredTitle), message: t(MESSAGES.unknownError) });
      return;
    }
    const parsed = PostInputSchema.safeParse(formToInput(form));
    if (!parsed.success) {
      void showDialog({
        title: t(MESSAGES.inputRequiredTitle),
        message: serverText(parsed.error.issues[0]?.message ?? MESSAGES.unknownError),
      });
      return;
    }
    if (startsInPast(form)) {
      const postAnyway = await showDialog({
        ask: true,
        title: t(MESSAGES.pastEventTitle),
        message: t(MESSAGES.pastEventMessage),
        confirmText: t('Post anyway'),
        cancelText: t('Cancel'),
      });
      if (!postAnyway) return;
    }

    const noun = t(TYPE_NOUNS[form.type]);
    const title = parsed.data.title;
    setBusy(true);
    setProgress(0);
    try {
      const saved = await savePost(parsed.data, editing?._id, setProgress);
      // A Consight published is named (MESSAGES.consightPublished stays for what was said before).
      const text = saved.type === 'confession' && saved.status === 'approved' ? consightLive(saved.title) : t(successMessage(saved, Boolean(editing)));
      setBusy(false);
      setProgress(null);
      onSaved(saved);
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      notify(text, 'success');
      toast(text);
    } catch (caught) {
      setBusy(false);
      setProgress(null);
      if (caught instanceof NetworkError) {
        notify(networkError(t('save {type} "{title}"', { type: noun, title })), 'error');
        void showDialog({ title: t(MESSAGES.inputErrorTitle), message: errorSubmittingPost(t(MESSAGES.loginNetwork)) });
        return;
      }
      const message = errorMessage(caught);
      notify(failedToSave(noun, title, message), 'error');
      void showDialog({ title: t(MESSAGES.inputErrorTitle), message: errorSubmittingPost(message) });
    }
  }

  return { busy, progress, submit };
}
