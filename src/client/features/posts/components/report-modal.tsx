import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { REPORT_REASONS } from '../../../../shared/vocabulary.ts';
import type { ReportReason } from '../../../../shared/schemas/interactions.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { Modal } from '../../../components/modal.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { failureMessage, notifyFailure } from '../../../lib/failures.ts';
import { reportPost } from '../api/interactions-api.ts';
import { patchPostInCaches } from '../lib/post-cache.ts';
import styles from './report-modal.module.css';

export interface ReportModalProps {
  post: Post;
  open: boolean;
  onClose: () => void;
}

/** SPEC §3, §4, §5: the Report Post modal. Its state lives in the body, so it starts empty on each open. */
export function ReportModal({ post, open, onClose }: ReportModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Report Post" size="sm">
      <ReportForm post={post} onClose={onClose} />
    </Modal>
  );
}

function ReportForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const showDialog = useDialog();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState('');

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // SPEC §4: after a successful report the modal closes by itself after 1.5 s.
  useEffect(() => {
    if (!submitted) return undefined;
    const timer = window.setTimeout(() => onCloseRef.current(), LIMITS.reportCloseMs);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!reason) {
      void showDialog({ title: MESSAGES.inputRequiredTitle, message: MESSAGES.reportReasonRequired });
      return;
    }
    setSubmitting(true);
    setError('');
    try {
      await reportPost(post._id, reason);
      setSubmitted(true);
      patchPostInCaches(queryClient, post._id, (current) => ({ ...current, canReport: false }));
    } catch (failure) {
      const text = notifyFailure('report post', failure);
      // The modal shows the server's own words; a network failure, the whole text.
      setError(failure instanceof NetworkError ? text : failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  if (submitted) {
    return (
      <p role="status" className={styles.thanks}>
        {MESSAGES.reportThanks}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.about}>
        Why are you reporting <strong>{post.title}</strong>?
      </p>
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>Reason</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className={styles.reason}>
            <input
              type="radio"
              name="report-reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="danger" busy={submitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}
