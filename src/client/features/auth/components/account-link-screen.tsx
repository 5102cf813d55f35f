import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { schemaModules } from '../../../lib/schemas.ts';
import type { AccountLink } from '../api/account-link.ts';
import { confirmPasswordReset, verifyEmail } from '../api/auth-api.ts';
import { useSession } from '../hooks/use-session.ts';
import formStyles from './login-modal.module.css';
import styles from './account-link-screen.module.css';

export interface AccountLinkScreenProps {
  link: AccountLink;
  /** Leaves the screen for Home. */
  onDone: () => void;
}

/** The screen an account email's link opens (decision 041): verifying the email, or choosing a new password. */
export function AccountLinkScreen({ link, onDone }: AccountLinkScreenProps) {
  return link.kind === 'verify-email' ? (
    <VerifyEmailScreen token={link.token} onDone={onDone} />
  ) : (
    <ResetPasswordScreen token={link.token} onDone={onDone} />
  );
}

/** A link's token is single-use: one call per token, whatever remounts (StrictMode runs effects twice). */
const verifications = new Map<string, Promise<void>>();
const verifyOnce = (token: string) => {
  let call = verifications.get(token);
  if (!call) {
    call = verifyEmail(token);
    verifications.set(token, call);
  }
  return call;
};

const failure = (caught: unknown) => (caught instanceof NetworkError ? t(MESSAGES.loginNetwork) : errorMessage(caught));

function VerifyEmailScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const { user, openLogin, updateProfile } = useSession();
  const [state, setState] = useState<{ status: 'pending' | 'done' } | { status: 'failed'; message: string }>({ status: 'pending' });
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    verifyOnce(token).then(
      () => live && setState({ status: 'done' }),
      (caught: unknown) => live && setState({ status: 'failed', message: failure(caught) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.status === 'done' && user && user.emailVerified !== true) updateProfile({ emailVerified: true });
    if (state.status !== 'pending') result.current?.focus();
  }, [state.status, user, updateProfile]);

  return (
    <section className={styles.screen}>
      <PageHeader title={t('Verify your email')} eyebrow={t('Your account')} />
      {state.status === 'pending' ? (
        <p role="status" className={styles.message}>
          {t(MESSAGES.verifyingEmail)}
        </p>
      ) : (
        <div ref={result} tabIndex={-1} className={styles.result}>
          {state.status !== 'failed' ? (
            <p role="status" className={styles.message}>
              {t(MESSAGES.emailVerified)}
            </p>
          ) : (
            <p role="alert" className={formStyles.alert}>
              {state.message}
            </p>
          )}
          <div className={styles.actions}>
            {!user && (
              <Button
                variant="primary"
                onClick={() => {
                  onDone();
                  openLogin('login');
                }}
              >
                {t('Log in')}
              </Button>
            )}
            <Button variant={user ? 'primary' : 'secondary'} onClick={onDone}>
              {t('Go to Home')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

type Field = 'password' | 'confirm';

function ResetPasswordScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const { user, openLogin, logout } = useSession();
  const ids = useId();
  const fieldId = (field: Field) => `${ids}-${field}`;
  const alertId = `${ids}-alert`;
  const hintId = `${ids}-hint`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<{ message: string; field: Field | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  const fail = (message: string, field: Field | null) => {
    setError({ message, field });
    if (field) (field === 'password' ? passwordRef : confirmRef).current?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    try {
      const { PasswordResetConfirmSchema } = await schemaModules.auth();
      const parsed = PasswordResetConfirmSchema.safeParse({ token, password: values.password });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        fail(t(issue?.message ?? MESSAGES.unknownError), issue?.path[0] === 'password' ? 'password' : null);
        return;
      }
    } catch {
      fail(t(MESSAGES.loginNetwork), null);
      return;
    }
    if (!values.confirm) return fail(t(MESSAGES.confirmPasswordRequired), 'confirm');
    if (values.confirm !== values.password) return fail(t(MESSAGES.passwordsDoNotMatch), 'confirm');
    setBusy(true);
    try {
      await confirmPasswordReset(token, values.password);
      // Every session of the account ended, this browser's too if it was that account's.
      if (user) await logout();
      setDone(true);
    } catch (caught) {
      fail(failure(caught), null);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <section className={styles.screen}>
        <PageHeader title={t('Choose a new password')} eyebrow={t('Your account')} />
        <div ref={result} tabIndex={-1} className={styles.result}>
          <p role="status" className={styles.message}>
            {t(MESSAGES.passwordResetDone)}
          </p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              onClick={() => {
                onDone();
                openLogin('login');
              }}
            >
              {t('Log in')}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  const invalid = (field: Field) => (error?.field === field ? true : undefined);
  const describedBy = (field: Field, ...extra: string[]) =>
    [error?.field === field ? alertId : '', ...extra].filter(Boolean).join(' ') || undefined;
  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <section className={styles.screen}>
      <PageHeader title={t('Choose a new password')} eyebrow={t('Your account')} />
      <form className={`${formStyles.form} ${styles.form}`} noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
        <div className={formStyles.field}>
          <label htmlFor={fieldId('password')} className={formStyles.label}>
            {t('New password')}
          </label>
          <input
            ref={passwordRef}
            id={fieldId('password')}
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            value={values.password}
            onChange={update('password')}
            aria-invalid={invalid('password')}
            aria-describedby={describedBy('password', hintId)}
          />
          <p id={hintId} className={formStyles.hint}>
            {t('At least {count} characters.', { count: LIMITS.passwordMin })}
          </p>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={fieldId('confirm')} className={formStyles.label}>
            {t('Confirm new password')}
          </label>
          <input
            ref={confirmRef}
            id={fieldId('confirm')}
            className={formStyles.input}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.passwordMax}
            value={values.confirm}
            onChange={update('confirm')}
            aria-invalid={invalid('confirm')}
            aria-describedby={describedBy('confirm')}
          />
        </div>
        {error && (
          <div id={alertId} role="alert" className={formStyles.alert}>
            {error.message}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={busy}>
            {t('Set new password')}
          </Button>
          {error && !error.field && (
            <Button
              variant="secondary"
              onClick={() => {
                onDone();
                openLogin('forgot');
              }}
            >
              {t('Ask for a new link')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
