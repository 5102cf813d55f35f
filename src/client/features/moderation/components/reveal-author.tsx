import { type FormEvent, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { REVEAL_REASON_MAX } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { RevealedAuthor } from '../../../../shared/schemas/admin.ts';
import { Button } from '../../../components/button.tsx';
import fields from '../../../components/form.module.css';
import { LimitedField } from '../../../components/limited-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { revealAuthor } from '../api/moderation-api.ts';
import { moderationKeys } from '../hooks/use-moderation.ts';

/**
 * Anonymous Consights (decision 043): an admin reveals who wrote a reported anonymous post. The modal asks why
 * (the reason goes to the audit log); once answered, the author is shown in place of the button.
 */
export function RevealAuthor({ postId, title }: { postId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [author, setAuthor] = useState<RevealedAuthor | null>(null);
  const queryClient = useQueryClient();
  const id = useId();
  const reveal = useMutation({
    mutationFn: () => revealAuthor(postId, reason),
    onSuccess: (revealed) => {
      setAuthor(revealed);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });

  if (author) return <p role="status">{MESSAGES.revealedAuthor(author.name, author.email)}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reveal.isPending) reveal.mutate();
  };

  return (
    <>
      <Button size="sm" icon={<Eye aria-hidden="true" size={16} />} onClick={() => setOpen(true)} aria-label={t('Reveal author: {title}', { title })}>
        {t(MESSAGES.revealAuthor)}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t(MESSAGES.revealAuthorTitle)} size="sm" describedBy={`${id}-explain`}>
        <form onSubmit={onSubmit} noValidate>
          <p id={`${id}-explain`} className={fields.hint}>
            {t(MESSAGES.revealAuthorExplain)}
          </p>
          <LimitedField id={`${id}-reason`} label={t(MESSAGES.revealReasonLabel)} required multiline maxLength={REVEAL_REASON_MAX} value={reason} onValue={setReason} autoFocusFirst />
          {reveal.isError && (
            <p role="alert" className={fields.hint}>
              {errorMessage(reveal.error)}
            </p>
          )}
          <Button type="submit" variant="danger" size="sm" busy={reveal.isPending}>
            {t(MESSAGES.revealAuthor)}
          </Button>
        </form>
      </Modal>
    </>
  );
}
