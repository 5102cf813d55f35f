import { CalendarDays } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { Card } from '../../components/card.tsx';
import styles from './screens.module.css';

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

/** The sidebar calendar of Events and Cultural Events (SPEC §2); the month view arrives later. */
export function CalendarPlaceholder() {
  return (
    <Card title="Calendar" icon={<CalendarDays aria-hidden="true" size={18} />}>
      <p className={styles.month}>{monthFormat.format(new Date())}</p>
      <p className={styles.muted}>{MESSAGES.comingSoon}</p>
    </Card>
  );
}
