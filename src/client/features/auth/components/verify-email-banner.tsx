import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { ApiError, errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { resendVerification } from '../api/auth-api.ts';
import { useSession } from '../hooks/use-session.ts';
import styles from './verify-email-banner.module.css';

/**
 * For a signed-in student whose email is not verified (decision 041): what to do, and a button that sends the
 * link again. A session stored before the server said either way shows nothing until it does.
 */
export function VerifyEmailBanner() {
  const { user, updateProfile } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user || user.emailVerified !== false) return null;

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await resendVerification();
      toast(t(MESSAGES.verifyEmailSent));
    } catch (caught) {
      // Verified meanwhile (in another tab, say): the banner goes.
      if (caught instanceof ApiError && caught.serverMessage === MESSAGES.emailAlreadyVerified) updateProfile({ emailVerified: true });
      else setError(caught instanceof NetworkError ? t(MESSAGES.loginNetwork) : errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label={t('Verify your email')} className={styles.banner}>
      <MailWarning aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.text}>{t(MESSAGES.verifyEmailBanner)}</p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <Button size="sm" variant="secondary" busy={busy} onClick={() => void resend()}>
        {t(MESSAGES.verifyEmailResend)}
      </Button>
    </section>
  );
}
