import { lazy, Suspense, useState } from 'react';
import { UsersRound } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { isManagingRole } from '../../../shared/schemas/clubs.ts';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureMessage } from '../../lib/failures.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import type { Club } from '../../features/clubs/api/club-wire.ts';
import { AdminClubControls } from '../../features/clubs/components/admin-club-controls.tsx';
import { ClubHeader } from '../../features/clubs/components/club-header.tsx';
import { ClubMembers } from '../../features/clubs/components/club-members.tsx';
import { ClubStateNote } from '../../features/clubs/components/club-state-note.tsx';
import { useAcceptInvite } from '../../features/clubs/hooks/use-club-actions.ts';
import { useClub } from '../../features/clubs/hooks/use-clubs.ts';
import pageStyles from '../../features/clubs/components/club-page.module.css';
import { ClubEvents } from '../../features/club-events/components/club-events.tsx';
import { ClubAnnouncements } from '../../features/club-news/components/club-announcements.tsx';
import { ClubOfficerConfirm } from '../../features/club-news/components/club-officer-confirm.tsx';
import { ClubAttendance } from '../../features/attendance/components/club-attendance.tsx';
import { useClubNavigation } from '../club-navigation.ts';
import { paths } from '../paths.ts';
import { useDocumentTitle } from '../route-focus.ts';
import own from './club-screens.module.css';

const ClubFormModal = lazy(() => import('../../features/clubs/components/club-form-modal.tsx').then((m) => ({ default: m.ClubFormModal })));

/** `/clubs/{slug}?invite=TOKEN`: "Join {club}" accepts the invite, then the address loses its token. */
function InviteOffer({ club, token }: { club: Club; token: string }) {
  const { requireUser } = useSession();
  const [, setParams] = useSearchParams();
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);
  const join = () =>
    accept.mutate(token, {
      onSuccess: () => setParams({}, { replace: true }),
      onError: (failure) => setError(failureMessage(failure)),
    });
  if (club.role && club.role !== 'requested') return null;
  return (
    <div className={own.invite} role="region" aria-label={t('Invitation')}>
      <p>{t('You are invited to join {club}.', { club: club.name })}</p>
      <Button variant="primary" busy={accept.isPending} onClick={() => requireUser(join, t('Log in to join this club'))}>
        {t('Join {club}', { club: club.name })}
      </Button>
      {error && (
        <p role="alert" className={own.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `/clubs/{slug}`: a club's page, with its events, announcements and members (decision 081). */
export function ClubScreen() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { user, requireUser } = useSession();
  const navigation = useClubNavigation();
  const navigate = useNavigate();
  const club = useClub(slug, user?._id ?? null);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(club.data?.name ?? t('Clubs'));
  const invite = params.get('invite');

  if (club.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading the club')}>
        <div className={own.skeletonBanner} />
      </div>
    );
  }
  if (club.isError) {
    const missing = club.error instanceof ApiError && club.error.status === 404;
    return (
      <Card>
        <h1 className="sr-only">{t('Clubs')}</h1>
        <EmptyState
          icon={<UsersRound aria-hidden="true" size={26} />}
          text={<span role="alert">{missing ? t('This club was not found.') : failureMessage(club.error)}</span>}
          action={<Button onClick={navigation.openDirectory}>{t('All clubs')}</Button>}
        />
      </Card>
    );
  }
  const shown = club.data;
  const manager = isManagingRole(shown.role);
  const listed = shown.status === 'approved' || shown.status === 'inactive';
  return (
    <div className={pageStyles.page}>
      {manager && <ClubOfficerConfirm club={shown} />}
      {invite && <InviteOffer club={shown} token={invite} />}
      <ClubStateNote club={shown} />
      <ClubHeader club={shown} requireUser={(action, reason) => requireUser(action, reason)} onEdit={() => setEditing(true)} />
      {listed && <ClubEvents club={shown} onOpenEvent={(eventId) => void navigate(paths.event(eventId))} />}
      {manager && <ClubAttendance club={shown} />}
      {listed && <ClubAnnouncements club={shown} />}
      <ClubMembers club={shown} viewerId={user?._id ?? null} />
      {user?.isAdmin && <AdminClubControls club={shown} />}
      {editing && (
        <Suspense fallback={null}>
          <ClubFormModal club={shown} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
        </Suspense>
      )}
    </div>
  );
}
