import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { REPORT_REASONS } from '../../../../shared/vocabulary.ts';
import type { ReportReason } from '../../../../shared/schemas/interactions.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { Choice } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { failureMessage, notifyFailure } from '../../../lib/failures.ts';
import { reportPost } from '../api/interactions-api.ts';
import { patchPostInCaches } from '../lib/post-cache.ts';
import styles from './report-modal.module.css';

export interface ReportModalProps {
  post: Post;
  open: boolean;
  onClose: () => void;
}


/**
 * SPEC §3, §4, §5: the Report Post modal. Its state lives in the body, so it starts empty on each open. A sent
 * report closes it and thanks the user in a toast, with SPEC's words (decision 031).
 */
export function ReportModal({ post, open, onClose }: ReportModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t('Report Post')} size="sm">
      <ReportForm post={post} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const showDialog = useDialog();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const markReported = () =>
    patchPostInCaches(queryClient, post._id, (current) => ({ ...current, canReport: false, reportedByMe: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!reason) {
      void showDialog({ title: t(MESSAGES.inputRequiredTitle), message: t(MESSAGES.reportReasonRequired) });
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      await reportPost(post._id, reason);
      markReported();
      toast(t(MESSAGES.reportThanks));
      onClose();
    } catch (failure) {
      const text = notifyFailure(t('report post'), failure);
      // The server knows best: a post already reported by this user shows as Reported from now on.
      if (failure instanceof ApiError && failure.status === 409) markReported();
      // The modal shows the server's own words; a network failure, the whole text.
      setError(failure instanceof NetworkError ? text : failureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.about}>
        {fillSlots(t('Why are you reporting {title}?', { title: slot(0) }), [<strong key="title">{post.title}</strong>])}
      </p>
      <Choice
        name="report-reason"
        legend={t('Reason')}
        value={reason}
        // The reasons are sent as SPEC words them; each is shown in the reader's language.
        options={REPORT_REASONS.map((value) => ({ value, label: t(value) }))}
        onValue={setReason}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" variant="primary" busy={submitting}>
          {t('Submit')}
        </Button>
      </div>
    </form>
  );
}
