import { useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBlockedPeople, useUnblock } from '../hooks/use-account.ts';
import styles from './your-account.module.css';

/** The people the student blocked, each with Unblock (decision 047). */
export function BlockedPeople({ userId }: { userId: string }) {
  const people = useBlockedPeople(userId);
  const unblock = useUnblock(userId);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  if (people.isPending) return <p role="status">{t('Loading…')}</p>;
  if (people.isError) return <p role="alert" className={styles.error}>{errorMessage(people.error)}</p>;
  if (people.data.length === 0) return <p className={styles.meta}>{t(MESSAGES.noBlockedPeople)}</p>;

  return (
    <>
      <ul aria-label={t(MESSAGES.blockedPeopleTitle)} className={styles.list}>
        {people.data.map((person) => (
          <li key={person.id} className={styles.row}>
            <Avatar src={person.avatar} size={32} />
            <span className={styles.name}>{person.name}</span>
            <Button
              size="sm"
              aria-label={t('Unblock {name}', { name: person.name })}
              busy={unblock.isPending && unblock.variables === person.id}
              onClick={() => {
                setError(null);
                unblock.mutate(person.id, {
                  onSuccess: () => toast(MESSAGES.unblockedToast(person.name)),
                  onError: (caught) => setError(errorMessage(caught)),
                });
              }}
            >
              {t(MESSAGES.unblockPerson)}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
