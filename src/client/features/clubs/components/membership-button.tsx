import { LogOut, UserPlus } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import type { Club } from '../api/club-wire.ts';
import { useJoinClub, useLeaveClub } from '../hooks/use-club-actions.ts';
import type { RequireUser } from '../lib/club-viewer.ts';

export interface MembershipButtonProps {
  club: Club;
  requireUser: RequireUser;
}

/**
 * The viewer's way in or out, from the server's `role` and the club's join policy: Join (open), Ask to join
 * (approval), "By invitation", Requested, or Leave. An owner hands the club over before leaving (the server says so).
 */
export function MembershipButton({ club, requireUser }: MembershipButtonProps) {
  const join = useJoinClub();
  const leave = useLeaveClub();
  const dialog = useDialog();
  if (club.status !== 'approved') return null;

  if (club.role === 'requested') {
    return (
      <Button size="sm" disabled aria-disabled>
        {t('Requested')}
      </Button>
    );
  }
  if (club.role && club.role !== 'alumni') {
    const confirmLeave = async () => {
      const sure = await dialog({
        ask: true,
        title: t('Leave {club}?', { club: club.name }),
        message: t('You will no longer be a member of {club}.', { club: club.name }),
        confirmText: t('Leave'),
        destructive: true,
      });
      if (sure) leave.mutate(club.slug, { onError: (error) => notifyFailure(t('leave {club}', { club: club.name }), error) });
    };
    return (
      <Button size="sm" variant="ghost" busy={leave.isPending} icon={<LogOut aria-hidden="true" size={16} />} onClick={() => void confirmLeave()}>
        {t('Leave')}
      </Button>
    );
  }
  if (club.joinPolicy === 'invite') {
    return (
      <Button size="sm" disabled aria-disabled>
        {t('By invitation')}
      </Button>
    );
  }
  const ask = club.joinPolicy === 'approval';
  const doJoin = () => join.mutate(club.slug, { onError: (error) => notifyFailure(t('join {club}', { club: club.name }), error) });
  return (
    <Button
      size="sm"
      variant="primary"
      busy={join.isPending}
      icon={<UserPlus aria-hidden="true" size={16} />}
      onClick={() => requireUser(doJoin, t('Log in to join this club'))}
    >
      {ask ? t('Ask to join') : t('Join')}
    </Button>
  );
}
