import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { useSignOutEverywhere } from '../hooks/use-profile.ts';
import styles from './account-security.module.css';

export interface SignOutEverywhereProps {
  /** Signs this tab out once every session is revoked (the app passes the session's logout). */
  onSignedOut: () => void;
}

/** The Profile screen's "Sign out everywhere": asks first, then revokes every session, this one included. */
export function SignOutEverywhere({ onSignedOut }: SignOutEverywhereProps) {
  const showDialog = useDialog();
  const signOut = useSignOutEverywhere(onSignedOut);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    if (signOut.isPending) return;
    const confirmed = await showDialog({
      title: t('Sign out everywhere?'),
      message: t(MESSAGES.signOutEverywhereConfirm),
      confirmText: t(MESSAGES.signOutEverywhere),
      destructive: true,
      ask: true,
    });
    if (!confirmed) return;
    setError(null);
    signOut.mutate(undefined, {
      onError: (caught) =>
        setError(caught instanceof NetworkError ? networkError(t('sign you out everywhere')) : errorMessage(caught)),
    });
  }

  return (
    <div className={styles.everywhere}>
      <p className={styles.note}>{t('Lost a device, or signed in somewhere you should not stay signed in?')}</p>
      <Button
        variant="danger"
        icon={<LogOut aria-hidden="true" size={16} />}
        busy={signOut.isPending}
        onClick={() => void onClick()}
      >
        {t(MESSAGES.signOutEverywhere)}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
