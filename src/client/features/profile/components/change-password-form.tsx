import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { schemaModules } from '../../../lib/schemas.ts';
import { useChangePassword } from '../hooks/use-profile.ts';
import styles from './account-security.module.css';

type PasswordField = 'currentPassword' | 'newPassword';

const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * The Profile screen's "Change password" form: the current password and a new one under sign-up's rules,
 * checked with the shared schema before the call. Other devices are signed out; this one stays.
 */
export function ChangePasswordForm() {
  const ids = useId();
  const fieldId = (field: PasswordField) => `${ids}-${field}`;
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ message: string; field: PasswordField | null; attempt: number } | null>(null);
  const attempts = useRef(0);
  const [changed, setChanged] = useState(false);
  const change = useChangePassword();

  function fail(message: string, field: PasswordField | null) {
    setError({ message, field, attempt: ++attempts.current });
    if (field) document.getElementById(fieldId(field))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setChanged(false);
    let schemas: Awaited<ReturnType<typeof schemaModules.auth>>;
    try {
      schemas = await schemaModules.auth();
    } catch {
      return fail(networkError(t('change your password')), null);
    }
    const parsed = schemas.ChangePasswordInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(t(issue?.message ?? MESSAGES.unknownError), (issue?.path[0] as PasswordField | undefined) ?? null);
    }
    setError(null);
    // Whether the current password is needed depends on the account (one that signs in with Google only has
    // none): the server says which.
    change.mutate({ ...parsed.data, currentPassword: parsed.data.currentPassword || undefined }, {
      onSuccess: () => {
        setValues(EMPTY);
        setChanged(true);
      },
      onError: (caught) =>
        fail(caught instanceof NetworkError ? networkError(t('change your password')) : errorMessage(caught), null),
    });
  }

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <Field
      id={fieldId(name)}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={LIMITS.passwordMax}
      value={values[name]}
      onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
      aria-invalid={error?.field === name || undefined}
      hint={hint}
      required
    />
  );

  return (
    <form className={styles.form} noValidate aria-busy={change.isPending || undefined} onSubmit={(e) => void onSubmit(e)}>
      {field('currentPassword', t('Current password'), 'current-password')}
      {field('newPassword', t('New password'), 'new-password', t('At least {min, plural, one {# character} other {# characters}}.', { min: LIMITS.passwordMin }))}
      {error && (
        // Keyed by attempt, so a repeated failure is announced again.
        <p key={error.attempt} role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={change.isPending}>
          {t('Save new password')}
        </Button>
        <p role="status" className={styles.done}>
          {changed ? t(MESSAGES.passwordChanged) : ''}
        </p>
      </div>
    </form>
  );
}
