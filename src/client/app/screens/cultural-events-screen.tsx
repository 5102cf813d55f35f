import { CalendarDays, Drama } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { ComingSoonCard, ComingSoonWidget } from './coming-soon.tsx';

export function CulturalEventsScreen() {
  return (
    <>
      <PageHeader
        title="Cultural Events"
        eyebrow="Arts & culture"
        description="Festivals, shows and performances, with tickets."
      />
      <ComingSoonCard icon={<Drama aria-hidden="true" size={26} />} />
    </>
  );
}

export function CulturalEventsSidebar() {
  return <ComingSoonWidget title="Calendar" icon={<CalendarDays aria-hidden="true" size={18} />} />;
}
