import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { StaffRole } from '../../../../shared/schemas/door.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-controls.tsx';
import fields from '../../../components/form.module.css';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChoosesCohosts, useStaff } from '../hooks/use-host-registrations.ts';
import styles from './host-registrations.module.css';

/** Each role's name, in English: said in the reader's language where it is shown. */
const ROLE_LABELS: Record<StaffRole, string> = { cohost: 'Co-host', door: MESSAGES.doorStaff };

/**
 * The event's co-hosts and door staff (decision 071), by the email of their Quad account. Its host and admins choose
 * both; a co-host chooses door staff only, so the role is offered only to those who may choose it.
 */
export function Staff({ eventId }: { eventId: string }) {
  const id = useId();
  const { list, add, remove } = useStaff(eventId);
  const choosesCohosts = useChoosesCohosts(eventId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('door');
  const [error, setError] = useState<string | null>(null);
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ email: email.trim(), role: choosesCohosts ? role : 'door' });
      setEmail('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <section className={styles.staff} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('Co-hosts and door staff')}
      </h2>
      <p className={styles.hint}>{t('Co-hosts edit the event, manage its registrations and payments, and work its door.')}</p>
      <p className={styles.hint}>{t(MESSAGES.doorStaffHint)}</p>
      {list.data && list.data.staff.length > 0 && (
        <ul className={styles.staffList} aria-label={t('Co-hosts and door staff')}>
          {list.data.staff.map((member) => (
            <li key={member.email} aria-label={member.name ?? member.email}>
              <span>
                {member.name ? `${member.name} · ` : ''}
                {member.email}
                <span className={styles.role} data-role={member.role}>
                  {t(ROLE_LABELS[member.role])}
                </span>
              </span>
              {(member.role === 'door' || choosesCohosts) && (
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  aria-label={
                    member.role === 'cohost'
                      ? t('Remove {email} from the co-hosts', { email: member.email })
                      : t('Remove {email} from the door staff', { email: member.email })
                  }
                  onClick={() => remove.mutate(member.email, { onError: (e) => setError(errorMessage(e)) })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.addStaff} onSubmit={(e) => void onAdd(e)} noValidate>
        <Field id={`${id}-email`} label={t('Email')} type="email" value={email} onValue={setEmail} autoComplete="off" />
        {choosesCohosts && (
          <div className={fields.field}>
            <label htmlFor={`${id}-role`} className={fields.label}>
              {t('Role')}
            </label>
            <select id={`${id}-role`} className={fields.input} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
              <option value="door">{t(MESSAGES.doorStaff)}</option>
              <option value="cohost">{t('Co-host')}</option>
            </select>
          </div>
        )}
        <Button type="submit" size="sm" busy={add.isPending} disabled={!email.trim()}>
          {t(MESSAGES.addStaff)}
        </Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
