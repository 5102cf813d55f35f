import { useId, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { failureMessage } from '../../../lib/failures.ts';
import type { ClubMember } from '../api/club-wire.ts';
import { useHandOver } from '../hooks/use-club-actions.ts';
import styles from './club-members.module.css';

/** "Hand over ownership": the owner chooses another member and confirms; they stay on as an officer. */
export function HandOver({ slug, clubName, members, viewerId }: { slug: string; clubName: string; members: ClubMember[]; viewerId: string | null }) {
  const id = useId();
  const handOver = useHandOver(slug);
  const dialog = useDialog();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const candidates = members.filter((member) => member.status === 'active' && member.userId !== viewerId && member.role !== 'alumni');
  if (candidates.length === 0) return null;
  const confirm = async () => {
    const person = candidates.find((member) => member.userId === to);
    if (!person) {
      setError(t('Please choose the member who takes over.'));
      return;
    }
    setError(null);
    const sure = await dialog({
      ask: true,
      title: t('Hand over {club}?', { club: clubName }),
      message: t('{name} becomes the owner of {club}. You can no longer change roles or hand it over.', { name: person.name, club: clubName }),
      confirmText: t('Hand over'),
      destructive: true,
    });
    if (sure) handOver.mutate(person.userId, { onError: (failure) => setError(failureMessage(failure)) });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.block}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('Hand over ownership')}
      </h3>
      <div className={styles.inline}>
        <label htmlFor={`${id}-to`} className="sr-only">
          {t('The new owner')}
        </label>
        <select id={`${id}-to`} className={styles.select} value={to} onChange={(event) => setTo(event.target.value)}>
          <option value="">{t('Choose a member…')}</option>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </select>
        <Button size="sm" variant="danger" busy={handOver.isPending} onClick={() => void confirm()}>
          {t('Hand over')}
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
