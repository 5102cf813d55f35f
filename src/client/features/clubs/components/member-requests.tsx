import { t } from '../../../../shared/i18n.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { notifyFailure } from '../../../lib/failures.ts';
import type { ClubMember } from '../api/club-wire.ts';
import { useRemoveMember, useUpdateMember } from '../hooks/use-club-actions.ts';
import styles from './club-members.module.css';

/** Requests to join a club that admits by approval: an officer approves or declines each. */
export function MemberRequests({ slug, requests }: { slug: string; requests: ClubMember[] }) {
  const update = useUpdateMember(slug);
  const decline = useRemoveMember(slug);
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="club-requests" className={styles.block}>
      <h3 id="club-requests" className={styles.subheading}>
        {t('Requests to join ({count})', { count: requests.length })}
      </h3>
      <ul className={styles.list}>
        {requests.map((member) => (
          <li key={member.userId} className={styles.member}>
            <Avatar src={member.avatar} name={member.name} size={40} />
            <span className={`${styles.memberText} ${styles.memberName}`}>{member.name}</span>
            <div className={styles.memberControls}>
              <Button
                size="sm"
                variant="primary"
                aria-label={t('Approve {name}', { name: member.name })}
                onClick={() =>
                  update.mutate(
                    { userId: member.userId, change: { approve: true } },
                    { onError: (error) => notifyFailure(t('approve {name}', { name: member.name }), error) },
                  )
                }
              >
                {t('Approve')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('Decline {name}', { name: member.name })}
                onClick={() => decline.mutate(member.userId, { onError: (error) => notifyFailure(t('decline {name}', { name: member.name }), error) })}
              >
                {t('Decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
