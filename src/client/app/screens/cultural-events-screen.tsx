import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { ScreenProps } from '../paths.ts';
import { CalendarSidebar } from './calendar-sidebar.tsx';
import { EventsFeed } from './feed-screen.tsx';

export function CulturalEventsScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader
        title={t('Cultural Events')}
        eyebrow={t('Arts & culture')}
        description={t('Festivals, shows and performances, with tickets.')}
      />
      <EventsFeed
        types={['culturalEvent']}
        search={search}
        label={t('Cultural events')}
        noUpcomingText={t(MESSAGES.noUpcomingCulturalEvents)}
        emptyText={t(MESSAGES.noCulturalEvents)}
      />
    </>
  );
}

export function CulturalEventsSidebar() {
  return <CalendarSidebar withMyEvents={false} />;
}
