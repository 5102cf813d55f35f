import { MailX } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../hooks/use-email-preferences.ts';
import styles from './email-preferences.module.css';

const failure = (error: unknown) => (error instanceof NetworkError ? networkError(t('unsubscribe you')) : errorMessage(error));

/**
 * An email's "Stop these emails" link: says which emails stop for which address, and stops them when the
 * student presses the button (a link alone changes nothing, so a mail scanner opening it does no harm).
 */
export function UnsubscribeView({ token }: { token: string }) {
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe(token);
  const answer = confirm.data ?? link.data;

  let body;
  if (link.isPending) {
    body = (
      <p role="status" aria-busy="true">
        {t(MESSAGES.unsubscribeChecking)}
      </p>
    );
  } else if (!answer) {
    body = (
      <p role="alert" className={styles.error}>
        {failure(link.error)}
      </p>
    );
  } else if (answer.off) {
    body = (
      <p role="status" className={styles.done}>
        {t(MESSAGES.unsubscribeDone)}
      </p>
    );
  } else {
    body = (
      <>
        <p>
          <strong>{t(MESSAGES.emailKindLabels[answer.kind])}</strong> — {t(MESSAGES.emailKindDescriptions[answer.kind])}
        </p>
        <p className={styles.intro}>{t('Sent to {email}', { email: answer.email })}</p>
        <div className={styles.actions}>
          <Button variant="primary" busy={confirm.isPending} onClick={() => confirm.mutate()}>
            {t(MESSAGES.unsubscribeButton)}
          </Button>
        </div>
        {confirm.isError && (
          <p role="alert" className={styles.error}>
            {failure(confirm.error)}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t(MESSAGES.unsubscribeTitle)} eyebrow="Quad" />
      <Card title={t(MESSAGES.emailPreferencesTitle)} icon={<MailX aria-hidden="true" size={18} />}>
        {body}
      </Card>
    </>
  );
}
