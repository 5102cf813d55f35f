import { Mail, RotateCw } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { FailedEmail } from '../../../../shared/schemas/admin.ts';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useFailedEmails, useRetryEmail } from '../hooks/use-failed-emails.ts';
import styles from './admin-panel.module.css';

function FailedEmailItem({ email, busy, onRetry }: { email: FailedEmail; busy: boolean; onRetry: () => void }) {
  const failed = email.status === 'failed';
  return (
    <li className={styles.item} aria-label={email.subject}>
      <div className={styles.head}>
        <span className={cx(badges.badge, failed ? badges.danger : badges.warn)}>{failed ? 'Failed' : 'Retrying'}</span>
        <span className={badges.badge}>{email.kind}</span>
      </div>
      <h3 className={styles.title}>{email.subject}</h3>
      <p className={styles.meta}>
        <span>To {email.to}</span>
        <span>
          Queued <RelativeTime dateTime={email.createdAt} />
        </span>
        <span>{email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`}</span>
        {email.nextAttemptAt && (
          <span>
            Next attempt <RelativeTime dateTime={email.nextAttemptAt} />
          </span>
        )}
      </p>
      {email.lastError && <p className={styles.preview}>{email.lastError}</p>}
      <div className={styles.actions}>
        <Button size="sm" icon={<RotateCw aria-hidden="true" size={16} />} busy={busy} onClick={onRetry}>
          Retry
        </Button>
      </div>
    </li>
  );
}

/** The admin's Email section (decision 040): emails that could not be delivered, each with a Retry button. */
export function FailedEmails() {
  const emails = useFailedEmails();
  const retry = useRetryEmail();
  const toast = useToast();
  const items = emails.data?.pages.flatMap((page) => page.items) ?? [];
  const onRetry = (id: string) => retry.mutate(id, { onSuccess: () => toast(MESSAGES.emailRetryQueued) });

  let body;
  if (emails.isPending) body = <p aria-busy="true">Loading…</p>;
  else if (emails.isError) body = <p role="alert" className={styles.error}>{errorMessage(emails.error)}</p>;
  else if (items.length === 0) body = <EmptyState compact text={MESSAGES.noFailedEmails} />;
  else
    body = (
      <ul className={styles.list} aria-label="Failed emails">
        {items.map((email) => (
          <FailedEmailItem key={email._id} email={email} busy={retry.isPending && retry.variables === email._id} onRetry={() => onRetry(email._id)} />
        ))}
      </ul>
    );

  return (
    <Card title="Email" icon={<Mail aria-hidden="true" size={18} />}>
      {retry.isError && <p role="alert" className={styles.error}>{errorMessage(retry.error)}</p>}
      {body}
      {emails.hasNextPage && (
        <Button variant="link" size="sm" busy={emails.isFetchingNextPage} onClick={() => void emails.fetchNextPage()}>
          Load more
        </Button>
      )}
    </Card>
  );
}
