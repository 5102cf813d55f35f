import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessions, useSignOutSession } from '../hooks/use-account.ts';
import styles from './your-account.module.css';

/** The "Your sessions" list (decision 047): each place the account is signed in, with Sign out for the others. */
export function YourSessions({ userId }: { userId: string }) {
  const sessions = useSessions(userId);
  const signOut = useSignOutSession(userId);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  if (sessions.isPending) return <p role="status">{t('Loading your sessions…')}</p>;
  if (sessions.isError) return <p role="alert" className={styles.error}>{errorMessage(sessions.error)}</p>;

  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>{t(MESSAGES.yourSessionsTitle)}</h3>
      <ul aria-label={t(MESSAGES.yourSessionsTitle)} className={styles.list}>
        {sessions.data.map((session) => {
          const device = session.device ?? t(MESSAGES.unknownDevice);
          return (
            <li key={session.id} className={styles.row}>
              <MonitorSmartphone aria-hidden="true" size={18} className={styles.icon} />
              <div className={styles.text}>
                <span className={styles.name}>
                  {device}
                  {session.current && <span className={styles.tag}>{t(MESSAGES.thisDevice)}</span>}
                </span>
                <span className={styles.meta}>
                  {fillSlots(t('Last seen {when}', { when: slot(0) }), [<RelativeTime dateTime={session.lastSeenAt} />])}
                </span>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  aria-label={t('Sign out: {device}', { device })}
                  busy={signOut.isPending && signOut.variables === session.id}
                  onClick={() => {
                    setError(null);
                    signOut.mutate(session.id, {
                      onSuccess: () => toast(t(MESSAGES.sessionSignedOut)),
                      onError: (caught) => setError(errorMessage(caught)),
                    });
                  }}
                >
                  {t(MESSAGES.signOutSession)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
