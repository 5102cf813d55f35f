import { Ban } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { useSession } from '../hooks/use-session.ts';
import styles from './verify-email-banner.module.css';

/** For a signed-in student whose account is suspended (decision 044): until when, and why. */
export function SuspendedBanner() {
  const { user } = useSession();
  const until = user?.suspendedUntil;
  // The server says null once the suspension is over (read again with the session).
  if (!until) return null;
  return (
    <section aria-label={t('Account suspended')} className={styles.banner}>
      <Ban aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.text}>{MESSAGES.suspendedUntil(until)}</p>
        {user.suspensionReason && <p className={styles.text}>{MESSAGES.suspensionBannerReason(user.suspensionReason)}</p>}
      </div>
    </section>
  );
}
