import { Mail, RotateCw } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { FailedEmail } from '../../../../shared/schemas/admin.ts';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
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
        <span className={cx(badges.badge, failed ? badges.danger : badges.warn)}>{failed ? t('Failed') : t('Retrying')}</span>
        <span className={badges.badge}>{email.kind}</span>
      </div>
      <h3 className={styles.title}>{email.subject}</h3>
      <p className={styles.meta}>
        <span>{t('To {address}', { address: email.to })}</span>
        <span>{fillSlots(t('Queued {when}', { when: slot(0) }), [<RelativeTime dateTime={email.createdAt} />])}</span>
        <span>{t('{count, plural, one {# attempt} other {# attempts}}', { count: email.attempts })}</span>
        {email.nextAttemptAt && (
          <span>{fillSlots(t('Next attempt {when}', { when: slot(0) }), [<RelativeTime dateTime={email.nextAttemptAt} />])}</span>
        )}
      </p>
      {email.lastError && <p className={styles.preview}>{email.lastError}</p>}
      <div className={styles.actions}>
        <Button size="sm" icon={<RotateCw aria-hidden="true" size={16} />} busy={busy} onClick={onRetry}>
          {t('Retry')}
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
  const onRetry = (id: string) => retry.mutate(id, { onSuccess: () => toast(t(MESSAGES.emailRetryQueued)) });

  let body;
  if (emails.isPending) body = <p aria-busy="true">{t('Loading…')}</p>;
  else if (emails.isError) body = <p role="alert" className={styles.error}>{errorMessage(emails.error)}</p>;
  else if (items.length === 0) body = <EmptyState compact text={t(MESSAGES.noFailedEmails)} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('Failed emails')}>
        {items.map((email) => (
          <FailedEmailItem key={email._id} email={email} busy={retry.isPending && retry.variables === email._id} onRetry={() => onRetry(email._id)} />
        ))}
      </ul>
    );

  return (
    <Card title={t('Email')} icon={<Mail aria-hidden="true" size={18} />}>
      {retry.isError && <p role="alert" className={styles.error}>{errorMessage(retry.error)}</p>}
      {body}
      {emails.hasNextPage && (
        <Button variant="link" size="sm" busy={emails.isFetchingNextPage} onClick={() => void emails.fetchNextPage()}>
          {t('Load more')}
        </Button>
      )}
    </Card>
  );
}
