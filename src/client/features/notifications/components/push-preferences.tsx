import { useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { PUSH_KINDS, type PushKind } from '../../../../shared/push-kinds.ts';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import { Card } from '../../../components/card.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { usePushPreferences, useSetPushPreference } from '../hooks/use-push.ts';
import styles from './push.module.css';

export interface PushPreferencesProps {
  userId: string;
}

/** One labelled checkbox per kind of push, each saved as it is changed. */
export function PushPreferences({ userId }: PushPreferencesProps) {
  const id = useId();
  const toast = useToast();
  const query = usePushPreferences(userId);
  const save = useSetPushPreference(userId);
  const [error, setError] = useState<string | null>(null);
  const pending = save.isPending ? save.variables : undefined;
  const saving = pending?.kind ?? null;

  function onChange(kind: PushKind, on: boolean) {
    setError(null);
    save.mutate(
      { kind, on },
      {
        onSuccess: () => toast(t(MESSAGES.pushPreferencesSaved)),
        onError: (caught) => setError(caught instanceof NetworkError ? networkError(t('save your notification choices')) : errorMessage(caught)),
      },
    );
  }

  return (
    <>
      {query.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && (
        <fieldset className={styles.list} aria-busy={saving !== null}>
          <legend className="sr-only">{t(MESSAGES.pushPreferencesTitle)}</legend>
          {PUSH_KINDS.map((kind) => (
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
                {t(MESSAGES.pushKindLabels[kind])}
              </label>
              <p id={`${id}-${kind}-description`} className={styles.description}>
                {t(MESSAGES.pushKindDescriptions[kind])}
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
    </>
  );
}

/** The profile's choice of pushes, beside its choice of emails. */
export function PushPreferencesCard({ userId }: PushPreferencesProps) {
  return (
    <Card title={t(MESSAGES.pushPreferencesTitle)} icon={<BellRing aria-hidden="true" size={18} />}>
      <p className={styles.intro}>
        {t(MESSAGES.pushPreferencesIntro)} {t(MESSAGES.pushPreferencesHint)}
      </p>
      <PushPreferences userId={userId} />
    </Card>
  );
}
