import { lazy, Suspense, useId, useState } from 'react';
import { CalendarSync, ChartColumn, Camera, FileDown, KeyRound, LogIn, LogOut, PenSquare, Trash2, UserRound, UserX } from 'lucide-react';
import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isEventType } from '../../../shared/vocabulary.ts';
import { Avatar } from '../../components/avatar.tsx';
import badges from '../../components/badge.module.css';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { HostPanel } from '../../features/events/components/event-actions.tsx';
import { PostList } from '../../features/posts/components/post-list.tsx';
import { CalendarFeedSection } from '../../features/profile/components/calendar-feed-section.tsx';
import { EmailPreferencesCard } from '../../features/email-preferences/components/email-preferences-card.tsx';
import { PushPreferencesCard } from '../../features/notifications/components/push-preferences.tsx';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { SignOutEverywhere } from '../../features/profile/components/sign-out-everywhere.tsx';
import { BlockedPeople } from '../../features/profile/components/blocked-people.tsx';
import { DownloadYourData } from '../../features/profile/components/download-your-data.tsx';
import { DeleteAccount } from '../../features/profile/components/delete-account.tsx';
import { YourSessions } from '../../features/profile/components/your-sessions.tsx';
import { LanguageSwitch } from '../../features/profile/components/language-switch.tsx';
import { MyTickets } from '../../features/tickets/components/my-tickets.tsx';
import { ProfileClubs } from '../../features/clubs/components/profile-clubs.tsx';
import { AttendedEvents } from '../../features/attendance/components/attended-events.tsx';
import { useProfileStats } from '../../features/profile/hooks/use-profile.ts';
import { useComposer } from '../composer-context.ts';
import { useEventNavigation } from '../event-navigation.ts';
import { useClubNavigation } from '../club-navigation.ts';
import { ProfileStats } from './profile-stats.tsx';
import { usePostInteractions } from './use-post-interactions.ts';
import styles from './screens.module.css';

// The Edit Profile Image modal loads when it is first opened.
const AvatarModal = lazy(() =>
  import('../../features/profile/components/avatar-modal.tsx').then((m) => ({ default: m.AvatarModal })),
);

/** SPEC §2's stats, from the server's counts. */
function useStatCounts(userId: string | null) {
  return useProfileStats(userId).data ?? {};
}

/** SPEC §2: the signed-in user's profile; a visitor is asked to log in. */
export function ProfileScreen() {
  const { user, openLogin, logout, updateProfile } = useSession();
  const composer = useComposer();
  const interactions = usePostInteractions();
  const events = useEventNavigation();
  const clubs = useClubNavigation();
  const counts = useStatCounts(user?._id ?? null);
  const [editingAvatar, setEditingAvatar] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const passwordFormId = useId();

  if (!user) {
    return (
      <>
        <PageHeader title={t('Profile')} />
        <div className={styles.stack}>
          <Card>
            <EmptyState
              icon={<UserRound aria-hidden="true" size={26} />}
              text={t(MESSAGES.profileLoggedOut)}
              action={
                <Button variant="primary" icon={<LogIn aria-hidden="true" size={16} />} onClick={() => openLogin()}>
                  {t('Log in or sign up')}
                </Button>
              }
            />
          </Card>
          <LanguageSwitch signedIn={false} />
        </div>
      </>
    );
  }

  const viewer = { id: user._id, name: user.name, email: user.email, isAdmin: user.isAdmin };
  return (
    <>
      <PageHeader title={t('Profile')} />
      <div className={styles.stack}>
        <Card>
          <div className={styles.profileCard}>
            <div className={styles.avatarEdit}>
              <Avatar src={user.avatar} size={88} className={styles.profileAvatar} />
              <Button
                size="sm"
                iconOnly
                className={styles.avatarEditButton}
                aria-label={t('Edit profile image')}
                icon={<Camera aria-hidden="true" size={16} />}
                onClick={() => setEditingAvatar(true)}
              />
            </div>
            <div className={styles.profileText}>
              <h2 className={styles.profileName}>
                {user.name}
                {user.isAdmin && <span className={badges.badge}>{t('Admin')}</span>}
              </h2>
              <p className={styles.profileEmail}>{user.email}</p>
            </div>
            <Button variant="secondary" icon={<LogOut aria-hidden="true" size={16} />} onClick={() => void logout()}>
              {t('Log out')}
            </Button>
          </div>
        </Card>
        {/* Shown here while the sidebar (which has them too) sits below the posts: once at every width. */}
        <ProfileStats counts={counts} className={styles.narrowOnly} />
        <MyTickets userId={user._id} onOpenEvent={(eventId) => events.open(eventId)} />
        <ProfileClubs userId={user._id} onOpenClub={clubs.open} onOpenDirectory={clubs.openDirectory} />
        <AttendedEvents userId={user._id} onOpenEvent={(eventId) => events.open(eventId)} onOpenClub={clubs.open} />
        <section aria-labelledby="your-posts" className={styles.stack}>
          <h2 id="your-posts" className={styles.sectionHeading}>
            {t('Your posts')}
          </h2>
          <PostList
            types={[]}
            search=""
            authorId={user._id}
            label={t('Your posts')}
            headingLevel={3}
            emptyText={t("You haven't posted anything yet.")}
            noResultsText={t(MESSAGES.noSearchResults)}
            emptyAction={
              <Button variant="primary" icon={<PenSquare aria-hidden="true" size={16} />} onClick={() => composer.open()}>
                {t('Create your first post')}
              </Button>
            }
            interactions={interactions}
            renderExtra={(post) => (isEventType(post.type) ? <HostPanel event={post} viewer={viewer} /> : null)}
          />
        </section>
        {/* The settings, after what the student made. */}
        <LanguageSwitch signedIn />
        <Card title={t('Password and sessions')} icon={<KeyRound aria-hidden="true" size={18} />}>
          <Button
            aria-expanded={changingPassword}
            aria-controls={passwordFormId}
            onClick={() => setChangingPassword((open) => !open)}
          >
            {t('Change password')}
          </Button>
          <div id={passwordFormId} hidden={!changingPassword} className={styles.passwordForm}>
            <ChangePasswordForm />
          </div>
          <YourSessions userId={user._id} />
          <SignOutEverywhere onSignedOut={() => void logout()} />
        </Card>
        <Card title={t(MESSAGES.blockedPeopleTitle)} icon={<UserX aria-hidden="true" size={18} />}>
          <BlockedPeople userId={user._id} />
        </Card>
        <Card title={t(MESSAGES.downloadYourData)} icon={<FileDown aria-hidden="true" size={18} />}>
          <DownloadYourData />
        </Card>
        <Card title={t(MESSAGES.calendarFeedTitle)} icon={<CalendarSync aria-hidden="true" size={18} />}>
          <CalendarFeedSection userId={user._id} />
        </Card>
        <EmailPreferencesCard userId={user._id} />
        <PushPreferencesCard userId={user._id} />
        <Card title={t(MESSAGES.deleteAccountTitle)} icon={<Trash2 aria-hidden="true" size={18} />}>
          <DeleteAccount userId={user._id} onDeleted={() => void logout()} />
        </Card>
      </div>
      {editingAvatar && (
        <Suspense fallback={null}>
          <AvatarModal open onClose={() => setEditingAvatar(false)} onSaved={(avatar) => updateProfile({ avatar })} />
        </Suspense>
      )}
    </>
  );
}

export function ProfileSidebar() {
  const { user } = useSession();
  const counts = useStatCounts(user?._id ?? null);
  return (
    <Card title={t('Profile Stats')} icon={<ChartColumn aria-hidden="true" size={18} />} className={styles.wideOnly}>
      {user ? <ProfileStats counts={counts} compact /> : <EmptyState compact text={t(MESSAGES.profileLoggedOut)} />}
    </Card>
  );
}
