import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { CLUB_NEWS_MESSAGES as M } from '../../../../shared/club-news-messages.ts';
import { type Club, isManagingRole } from '../../../../shared/schemas/clubs.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useConfirmOfficer } from '../hooks/use-club-news.ts';
import styles from './club-news.module.css';

/** In a handover year, a banner asking an owner or officer who has not confirmed yet to confirm by the deadline. */
export function ClubOfficerConfirm({ club }: { club: Club }) {
  const confirm = useConfirmOfficer(club.slug);
  const [done, setDone] = useState(false);
  if (!isManagingRole(club.role) || !club.confirmBy) return null;
  if (club.confirmed && !done) return null;
  if (done)
    return (
      <p role="status" className={styles.note}>
        {t(M.confirmed, { club: club.name })}
      </p>
    );
  const date = formatDay(club.confirmBy.slice(0, 10));
  return (
    <section className={styles.banner} aria-label={t('Confirm for the year')}>
      <p>{t(M.confirmBanner, { club: club.name, date })}</p>
      <Button variant="primary" icon={<BadgeCheck aria-hidden="true" size={16} />} busy={confirm.isPending} onClick={() => confirm.mutate(undefined, { onSuccess: () => setDone(true) })}>
        {t('Confirm')}
      </Button>
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(confirm.error)}
        </p>
      )}
    </section>
  );
}
