import { type FormEvent, useId, useState } from 'react';
import { CalendarCheck, UserRoundPlus } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../../shared/club-news-messages.ts';
import type { ClubYearProgress } from '../../../../shared/schemas/club-news.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Field } from '../../../components/form-controls.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useAppointOwner, useClubYear, useCloseClubYear, useStartClubYear } from '../hooks/use-club-news.ts';
import styles from './club-news.module.css';

const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function StartYear({ onNotice }: { onNotice: (text: string) => void }) {
  const id = useId();
  const [startsOn, setStartsOn] = useState(today);
  const start = useStartClubYear();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(startsOn, { onSuccess: (year) => onNotice(t(M.yearStarted, { date: formatDay(year.confirmBy.slice(0, 10)) })) });
  };
  return (
    <form className={styles.row} onSubmit={onSubmit} aria-label={t('Start a year')}>
      <Field id={`${id}-day`} type="date" label={t('The year starts on')} value={startsOn} onValue={setStartsOn} required min={today()} />
      <Button type="submit" variant="primary" icon={<CalendarCheck aria-hidden="true" size={16} />} busy={start.isPending}>
        {t('Start the year')}
      </Button>
      {start.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(start.error)}
        </p>
      )}
    </form>
  );
}

function AppointOwner({ slug, name, onNotice }: { slug: string; name: string; onNotice: (text: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const appoint = useAppointOwner();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    appoint.mutate({ slug, email: email.trim() }, { onSuccess: () => onNotice(t(M.ownerAppointed)) });
  };
  return (
    <form className={styles.row} onSubmit={onSubmit} aria-label={t('Appoint an owner of {club}', { club: name })}>
      <Field id={`${id}-email`} type="email" label={t('The new owner’s email')} value={email} onValue={setEmail} required maxLength={254} />
      <Button type="submit" size="sm" icon={<UserRoundPlus aria-hidden="true" size={16} />} busy={appoint.isPending}>
        {t('Appoint owner')}
      </Button>
      {appoint.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(appoint.error)}
        </p>
      )}
    </form>
  );
}

function Progress({ data }: { data: ClubYearProgress }) {
  if (!data.year) return <p className={styles.note}>{t('No year has been started yet.')}</p>;
  return (
    <>
      <p className={styles.note}>
        {t('Year started on {start}; officers confirm by {date}.', { start: formatDay(data.year.startsOn), date: formatDay(data.year.confirmBy.slice(0, 10)) })}
      </p>
      {data.clubs.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.note}>{t('Officers confirmed, per club')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Club')}</th>
              <th scope="col">{t('Confirmed')}</th>
            </tr>
          </thead>
          <tbody>
            {data.clubs.map((club) => (
              <tr key={club.slug}>
                <td>{club.name}</td>
                <td>{t('{confirmed} of {officers}', { confirmed: club.confirmed, officers: club.officers })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The admin's year of clubs: start a year with its date, follow the officers' confirmations, rescue orphaned clubs. */
export function ClubYearAdmin() {
  const year = useClubYear();
  const close = useCloseClubYear();
  const [notice, setNotice] = useState('');
  const data = year.data;
  const open = Boolean(data?.year && !data.year.closedAt);
  return (
    <Card title={t('Year of clubs')} icon={<CalendarCheck aria-hidden="true" size={18} />}>
      <div className={styles.stack}>
        <StartYear onNotice={setNotice} />
        <div role="status" aria-live="polite">
          {notice && <p className={styles.note}>{notice}</p>}
        </div>
        {year.isPending && <p aria-busy="true">{t('Loading…')}</p>}
        {year.isError && <p role="alert" className={styles.error}>{errorMessage(year.error)}</p>}
        {data && <Progress data={data} />}
        {open && (
          <div className={styles.actions}>
            <Button size="sm" busy={close.isPending} onClick={() => close.mutate(undefined, { onSuccess: () => setNotice(t('Confirmations closed: officers who did not confirm are now members.')) })}>
              {t('Close confirmations now')}
            </Button>
            {close.isError && <p role="alert" className={styles.error}>{errorMessage(close.error)}</p>}
          </div>
        )}
        {data && data.orphaned.length > 0 && (
          <section aria-label={t('Clubs with no owner: appoint one')} className={styles.stack}>
            <h3 className={styles.title}>{t('Clubs with no owner: appoint one')}</h3>
            <ul className={styles.list}>
              {data.orphaned.map((club) => (
                <li key={club.slug} className={styles.item} aria-label={club.name}>
                  <p className={styles.title}>{club.name}</p>
                  <AppointOwner slug={club.slug} name={club.name} onNotice={setNotice} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}
