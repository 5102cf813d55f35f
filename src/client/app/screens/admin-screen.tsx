import { lazy, Suspense } from 'react';
import { ShieldCheck } from 'lucide-react';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { HelpWidget } from '../../features/help/components/help-widget.tsx';
import { useClubNavigation } from '../club-navigation.ts';
import styles from './screens.module.css';

// Only admins and moderators see them: loaded when one of them opens the screen.
const AdminClubs = lazy(() => import('../../features/clubs/components/admin-clubs.tsx').then((m) => ({ default: m.AdminClubs })));
const HeldAnnouncements = lazy(() =>
  import('../../features/club-news/components/held-announcements.tsx').then((m) => ({ default: m.HeldAnnouncements })),
);
const ClubYearAdmin = lazy(() => import('../../features/club-news/components/club-year-admin.tsx').then((m) => ({ default: m.ClubYearAdmin })));
const AdminPanel = lazy(() =>
  import('../../features/moderation/components/admin-panel.tsx').then((m) => ({ default: m.AdminPanel })),
);

/**
 * The admin panel at /admin (decision 075), its own item in the navigation: an admin's approvals and reports, a
 * moderator's queues (decision 044). Anyone else is told it is for admins.
 */
export function AdminScreen() {
  const { user } = useSession();
  const clubs = useClubNavigation();
  if (!user || (!user.isAdmin && !user.isModerator)) {
    return (
      <>
        <PageHeader title={t('Admin')} />
        <Card>
          <EmptyState icon={<ShieldCheck aria-hidden="true" size={26} />} text={t(MESSAGES.adminOnly)} />
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader title={user.isAdmin ? t(MESSAGES.adminPanelTitle) : t('Moderation')} eyebrow={t('Moderation')} />
      <div className={styles.stack}>
        <Suspense fallback={<Card><p aria-busy="true">{t('Loading the admin panel…')}</p></Card>}>
          {user.isAdmin ? <AdminPanel viewerId={user._id} /> : <AdminPanel isAdmin={false} />}
        </Suspense>
        <Suspense fallback={null}>
          <AdminClubs isAdmin={user.isAdmin} onOpenClub={clubs.open} />
          <HeldAnnouncements />
          {user.isAdmin && <ClubYearAdmin />}
        </Suspense>
      </div>
    </>
  );
}

export function AdminSidebar() {
  return <HelpWidget />;
}
