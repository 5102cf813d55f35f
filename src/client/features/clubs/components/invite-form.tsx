import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { CLUB_LIMITS } from '../../../../shared/schemas/clubs.ts';
import { Button } from '../../../components/button.tsx';
import { failureMessage } from '../../../lib/failures.ts';
import { useInviteByEmail } from '../hooks/use-club-actions.ts';
import styles from './club-members.module.css';

/** "Invite by email": the invite's link reaches the student by email and lasts 14 days. */
export function InviteForm({ slug }: { slug: string }) {
  const id = useId();
  const invite = useInviteByEmail(slug);
  const [email, setEmail] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setSaid({ ok: false, text: t('Please enter the email address to invite.') });
      return;
    }
    invite.mutate(address, {
      onSuccess: () => {
        setSaid({ ok: true, text: t('Invitation sent to {email}. It lasts {days} days.', { email: address, days: CLUB_LIMITS.inviteDays }) });
        setEmail('');
      },
      onError: (error) => setSaid({ ok: false, text: failureMessage(error) }),
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.block}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('Invite by email')}
      </h3>
      <form className={styles.inline} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('Email address to invite')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={styles.input}
          value={email}
          maxLength={254}
          autoComplete="off"
          placeholder={t('name@campus.edu')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="sm" variant="primary" busy={invite.isPending}>
          {t('Invite')}
        </Button>
      </form>
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.ok : styles.error}>
          {said.text}
        </p>
      )}
    </section>
  );
}
