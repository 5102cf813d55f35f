import { t } from '../../../../shared/i18n.ts';
import { isManagingRole } from '../../../../shared/schemas/clubs.ts';
import { failureMessage } from '../../../lib/failures.ts';
import type { Club } from '../api/club-wire.ts';
import { useClubMembers } from '../hooks/use-clubs.ts';
import { HandOver } from './hand-over.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberRequests } from './member-requests.tsx';
import { MemberRow } from './member-row.tsx';
import styles from './club-members.module.css';

const ROLE_ORDER = { owner: 0, officer: 1, member: 2, alumni: 3 } as const;

/** The club's "Members": names, roles and titles; its managers also manage requests, roles, invites and handover. */
export function ClubMembers({ club, viewerId }: { club: Club; viewerId: string | null }) {
  const members = useClubMembers(club.slug);
  const manager = isManagingRole(club.role);
  return (
    <section aria-labelledby="club-members" className={styles.section}>
      <h2 id="club-members" className={styles.heading}>
        {t('Members')}
      </h2>
      {members.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('Loading members')} className={styles.list}>
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      ) : members.isError ? (
        <p role="alert" className={styles.error}>
          {failureMessage(members.error)}
        </p>
      ) : (
        <>
          {manager && <MemberRequests slug={club.slug} requests={members.data.filter((member) => member.status === 'requested')} />}
          {members.data.some((member) => member.status === 'active') ? (
            <ul className={styles.list}>
              {members.data
                .filter((member) => member.status === 'active')
                .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name))
                .map((member) => (
                  <MemberRow key={member.userId} slug={club.slug} member={member} viewerRole={club.role} viewerId={viewerId} />
                ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('No members yet.')}</p>
          )}
          {manager && club.status === 'approved' && <InviteForm slug={club.slug} />}
          {club.role === 'owner' && <HandOver slug={club.slug} clubName={club.name} members={members.data} viewerId={viewerId} />}
        </>
      )}
    </section>
  );
}
