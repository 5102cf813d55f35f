import { useId, useState } from 'react';
import { Mail } from 'lucide-react';
import { OPTIONAL_EMAIL_KINDS, type OptionalEmailKind } from '../../../../shared/email-kinds.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { Card } from '../../../components/card.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { useEmailPreferences, useSetEmailPreference } from '../hooks/use-email-preferences.ts';
import styles from './email-preferences.module.css';

export interface EmailPreferencesCardProps {
  userId: string;
}

/** The profile's choice of emails: one labelled checkbox per optional kind, each saved as it is changed. */
export function EmailPreferencesCard({ userId }: EmailPreferencesCardProps) {
  const id = useId();
  const toast = useToast();
  const query = useEmailPreferences(userId);
  const save = useSetEmailPreference(userId);
  const [error, setError] = useState<string | null>(null);
  const pending = save.isPending ? save.variables : undefined;
  const saving = pending?.kind ?? null;

  function onChange(kind: OptionalEmailKind, on: boolean) {
    setError(null);
    save.mutate(
      { kind, on },
      {
        onSuccess: () => toast(t(MESSAGES.emailPreferencesSaved)),
        onError: (caught) => setError(caught instanceof NetworkError ? networkError(t('save your email preferences')) : errorMessage(caught)),
      },
    );
  }

  return (
    <Card title={t(MESSAGES.emailPreferencesTitle)} icon={<Mail aria-hidden="true" size={18} />}>
      <p className={styles.intro}>{t(MESSAGES.emailPreferencesIntro)}</p>
      {query.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <fieldset className={styles.list} aria-busy={saving !== null}>
          <legend className="sr-only">{t(MESSAGES.emailPreferencesTitle)}</legend>
          {OPTIONAL_EMAIL_KINDS.map((kind) => (
            <div key={kind} className={styles.row}>
              <input
                id={`${id}-${kind}`}
                type="checkbox"
                aria-describedby={`${id}-${kind}-description`}
                checked={pending?.kind === kind ? pending.on : query.data.preferences[kind]}
                disabled={saving === kind}
                onChange={(e) => onChange(kind, e.target.checked)}
              />
              <label htmlFor={`${id}-${kind}`} className={styles.label}>
                {t(MESSAGES.emailKindLabels[kind])}
              </label>
              <p id={`${id}-${kind}-description`} className={styles.description}>
                {t(MESSAGES.emailKindDescriptions[kind])}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Card>
  );
}
