import { Bell, BellRing } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { notifyFailure } from '../../../lib/failures.ts';
import { useFollowClub } from '../hooks/use-club-actions.ts';
import type { RequireUser } from '../lib/club-viewer.ts';

export interface FollowButtonProps {
  slug: string;
  name: string;
  following: boolean;
  /** Runs the action for a signed-in viewer; a visitor is asked to sign in first, saying why (decision 080). */
  requireUser: RequireUser;
  size?: 'sm' | 'md';
}

/** Follow / Following: a toggle button, pressed while the viewer follows the club. */
export function FollowButton({ slug, name, following, requireUser, size = 'sm' }: FollowButtonProps) {
  const follow = useFollowClub();
  const shown = follow.isPending && follow.variables ? follow.variables.following : following;
  const toggle = () =>
    follow.mutate(
      { slug, following: !following },
      { onError: (error) => notifyFailure(following ? t('unfollow {club}', { club: name }) : t('follow {club}', { club: name }), error) },
    );
  return (
    <Button
      size={size}
      variant={shown ? 'secondary' : 'primary'}
      aria-pressed={shown}
      aria-label={t('Follow {club}', { club: name })}
      busy={follow.isPending}
      icon={shown ? <BellRing aria-hidden="true" size={16} /> : <Bell aria-hidden="true" size={16} />}
      onClick={() => requireUser(toggle, t('Log in to follow this club'))}
    >
      {shown ? t('Following') : t('Follow')}
    </Button>
  );
}
