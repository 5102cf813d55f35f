import { t } from '../../../../shared/i18n.ts';
import { Card } from '../../../components/card.tsx';

/** "Events I attended" on the student's own profile (decision 081): from their check-ins, private unless shown. */
export function AttendedEvents({ userId }: { userId: string }) {
  return (
    <Card title={t('Events I attended')}>
      <p data-user={userId}>{t('Only you can see this.')}</p>
    </Card>
  );
}
