import { lazy, Suspense, useState } from 'react';
import { Plus, UsersRound } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { ClubDirectory, type DirectoryFilter } from '../../features/clubs/components/club-directory.tsx';
import { useClubNavigation } from '../club-navigation.ts';
import { paths } from '../paths.ts';
import own from './club-screens.module.css';
import styles from './screens.module.css';

// The form loads when a student first asks for a club.
const ClubFormModal = lazy(() => import('../../features/clubs/components/club-form-modal.tsx').then((m) => ({ default: m.ClubFormModal })));

/** "Ask for a club": a signed-in student opens the form; a visitor is asked to sign in first (decision 080). */
function useAskForClub() {
  const { requireUser } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const form = asking ? (
    <Suspense fallback={null}>
      <ClubFormModal onClose={() => setAsking(false)} onSaved={(club) => void navigate(paths.club(club.slug))} />
    </Suspense>
  ) : null;
  return { ask: () => requireUser(() => setAsking(true), t('Log in to ask for a club')), form };
}

/** `/clubs`: the directory, its category and search kept in the address (`?category=&q=`). */
export function ClubDirectoryScreen() {
  const { requireUser } = useSession();
  const clubs = useClubNavigation();
  const [params, setParams] = useSearchParams();
  const filter: DirectoryFilter = { category: params.get('category') ?? '', q: params.get('q') ?? '' };
  const onFilter = (next: DirectoryFilter) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.q) query.set('q', next.q);
    // Each letter typed replaces the entry, so Back leaves the directory at once.
    setParams(query, { replace: true, preventScrollReset: true });
  };
  const { ask, form } = useAskForClub();
  return (
    <>
      <PageHeader
        title={t('Clubs')}
        description={t('The student clubs of the campus: follow them for their events and news, or join one.')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden="true" size={16} />} onClick={ask}>
            {t('Ask for a club')}
          </Button>
        }
      />
      <div className={styles.stack}>
        <ClubDirectory filter={filter} onFilter={onFilter} onOpenClub={clubs.open} requireUser={(action, reason) => requireUser(action, reason)} />
      </div>
      {form}
    </>
  );
}

/** Beside the directory on wide screens: what a club is here, and the way to ask for one. */
export function ClubsSidebar() {
  const { ask, form } = useAskForClub();
  return (
    <Card title={t('Start a club')} icon={<UsersRound aria-hidden="true" size={18} />}>
      <p className={own.sidebarText}>{t('Any verified student may ask for a club. An admin or moderator approves it, then it is listed here.')}</p>
      <Button block onClick={ask}>
        {t('Ask for a club')}
      </Button>
      {form}
    </Card>
  );
}
