import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { SessionUser } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/button.tsx';
import { cx } from '../../../lib/cx.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { login, register } from '../api/auth-api.ts';
import type { LoginMode } from '../hooks/use-session.ts';
import styles from './login-modal.module.css';
import { schemaModules } from '../../../lib/schemas.ts';

type Field = 'name' | 'email' | 'password';

export interface LoginFormProps {
  mode: LoginMode;
  onSuccess: (user: SessionUser) => void;
  /** The email typed in the other mode's form, so switching between Log in and Sign up keeps it. */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** A line under the email field (the campus gate's "Use your @… address"). */
  emailHint?: string | undefined;
}

/** The fields of the Login/Sign Up modal, validated with the shared schemas before any call. */
export function LoginForm({ mode, onSuccess, initialEmail = '', onEmailChange, emailHint }: LoginFormProps) {
  const isSignup = mode === 'signup';
  const ids = useId();
  const fieldId = (field: Field) => `${ids}-${field}`;
  const alertId = `${ids}-alert`;
  const hintId = `${ids}-password-hint`;
  const emailHintId = `${ids}-email-hint`;
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [values, setValues] = useState({ name: '', email: initialEmail, password: '' });
  const [error, setError] = useState<{ message: string; field: Field | null; attempt: number } | null>(null);
  const attempts = useRef(0);
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') onEmailChange?.(value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;

    let schemas: Awaited<ReturnType<typeof schemaModules.auth>>;
    try {
      schemas = await schemaModules.auth();
    } catch {
      setError({ message: t(MESSAGES.loginNetwork), field: null, attempt: ++attempts.current });
      return;
    }
    const { LoginInputSchema, RegisterInputSchema } = schemas;
    const parsed = isSignup
      ? RegisterInputSchema.safeParse(values)
      : LoginInputSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as Field | undefined) ?? null;
      setError({ message: t(issue?.message ?? MESSAGES.unknownError), field, attempt: ++attempts.current });
      const input = { name: nameRef, email: emailRef, password: passwordRef }[field ?? 'email'];
      if (field) input.current?.focus();
      return;
    }

    setError(null);
    setBusy(true);
    try {
      const user = isSignup
        ? await register(RegisterInputSchema.parse(values))
        : await login(LoginInputSchema.parse({ email: values.email, password: values.password }));
      onSuccess(user);
    } catch (caught) {
      // SPEC §8: the server's message, else the generic login failure; a network failure has its own text.
      const message = caught instanceof NetworkError ? t(MESSAGES.loginNetwork) : errorMessage(caught, MESSAGES.loginFailed);
      setError({ message, field: null, attempt: ++attempts.current });
      setBusy(false);
    }
  }

  const invalid = (field: Field) => (error?.field === field ? true : undefined);
  const describedBy = (field: Field, ...extra: string[]) =>
    [error?.field === field ? alertId : '', ...extra].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
      {isSignup && (
        <div className={styles.field}>
          <label htmlFor={fieldId('name')} className={styles.label}>
            {t('Name')}
          </label>
          <input
            ref={nameRef}
            id={fieldId('name')}
            className={styles.input}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            value={values.name}
            onChange={update('name')}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            data-autofocus
          />
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={fieldId('email')} className={styles.label}>
          {t('Email')}
        </label>
        <input
          ref={emailRef}
          id={fieldId('email')}
          className={styles.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.emailMax}
          value={values.email}
          onChange={update('email')}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email', emailHint ? emailHintId : '')}
          data-autofocus={!isSignup || undefined}
        />
        {emailHint && (
          <p id={emailHintId} className={styles.hint}>
            {emailHint}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('password')} className={styles.label}>
          {t('Password')}
        </label>
        <div className={styles.inputWrap}>
          <input
            ref={passwordRef}
            id={fieldId('password')}
            className={cx(styles.input, styles.withToggle)}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            maxLength={LIMITS.passwordMax}
            value={values.password}
            onChange={update('password')}
            aria-invalid={invalid('password')}
            aria-describedby={describedBy('password', isSignup ? hintId : '')}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.toggle}
            aria-controls={fieldId('password')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('Hide') : t('Show')}
          </Button>
        </div>
        {isSignup && (
          <p id={hintId} className={styles.hint}>
            {t('At least {count} characters.', { count: LIMITS.passwordMin })}
          </p>
        )}
      </div>

      {error && (
        // Keyed by attempt, so a repeated failure is inserted (and announced) again.
        <div key={error.attempt} id={alertId} role="alert" className={styles.alert}>
          {error.message}
        </div>
      )}

      <Button type="submit" variant="primary" size="lg" block busy={busy}>
        {isSignup ? t('Create account') : t('Log in')}
      </Button>
    </form>
  );
}
