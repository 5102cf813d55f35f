import { CalendarCheck, CalendarDays } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { ComingSoonCard, ComingSoonWidget } from './coming-soon.tsx';

export function EventsScreen() {
  return (
    <>
      <PageHeader title="Events" eyebrow="What's on" description="Talks, meetups and activities you can join." />
      <ComingSoonCard icon={<CalendarDays aria-hidden="true" size={26} />} />
    </>
  );
}

export function EventsSidebar() {
  return <ComingSoonWidget title="My Calendar Events" icon={<CalendarCheck aria-hidden="true" size={18} />} />;
}
