import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage, NetworkError, serverText } from '../../../lib/api-client.ts';
import { schemaModules } from '../../../lib/schemas.ts';
import { requestPasswordReset } from '../api/auth-api.ts';
import styles from './login-modal.module.css';

export interface ForgotPasswordFormProps {
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Back to the Log in form. */
  onBack: () => void;
}

/**
 * "Forgot password?": one email field. The answer is the same text whatever the email, since the server's is
 * (decision 041); only a bad address, a limit or the network gives another.
 */
export function ForgotPasswordForm({ initialEmail = '', onEmailChange, onBack }: ForgotPasswordFormProps) {
  const ids = useId();
  const emailId = `${ids}-email`;
  const alertId = `${ids}-alert`;
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The form gives way to the answer: focus goes to its button, after the answer that is read out. In the commit
  // itself, before the dialog sees the focus lost with the form and sends it to Close.
  useLayoutEffect(() => {
    if (sent) sentRef.current?.querySelector('button')?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    let parsedEmail: string;
    try {
      const { PasswordResetRequestSchema } = await schemaModules.auth();
      const parsed = PasswordResetRequestSchema.safeParse({ email });
      if (!parsed.success) {
        setError(t(parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid));
        emailRef.current?.focus();
        return;
      }
      parsedEmail = parsed.data.email;
    } catch {
      setError(t(MESSAGES.loginNetwork));
      return;
    }
    setBusy(true);
    try {
      setSent(serverText(await requestPasswordReset(parsedEmail)));
    } catch (caught) {
      setError(caught instanceof NetworkError ? t(MESSAGES.loginNetwork) : errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div ref={sentRef} className={styles.form}>
        <p role="status" className={styles.notice}>
          {sent}
        </p>
        <Button variant="primary" size="lg" block onClick={onBack}>
          {t('Back to Log in')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
      <p className={styles.intro}>{t(MESSAGES.passwordResetIntro)}</p>
      <div className={styles.field}>
        <label htmlFor={emailId} className={styles.label}>
          {t('Email')}
        </label>
        <input
          ref={emailRef}
          id={emailId}
          className={styles.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.emailMax}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            onEmailChange?.(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? alertId : undefined}
          data-autofocus
        />
      </div>
      {error && (
        <div id={alertId} role="alert" className={styles.alert}>
          {error}
        </div>
      )}
      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        {t('Send reset link')}
      </Button>
      <Button variant="link" onClick={onBack}>
        {t('Back to Log in')}
      </Button>
    </form>
  );
}
