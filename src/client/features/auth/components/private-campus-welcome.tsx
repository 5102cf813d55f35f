import { LogIn } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSession } from '../hooks/use-session.ts';

/**
 * What a visitor sees instead of the feed when the campus is private (PRIVATE_CAMPUS=on, decision 045): a
 * welcome with Log in and Sign up, which open the Login/Sign Up modal.
 */
export function PrivateCampusWelcome() {
  const { openLogin } = useSession();
  return (
    <section aria-labelledby="private-campus-title">
      <h1 id="private-campus-title" className="sr-only">
        {t(MESSAGES.privateCampusWelcomeTitle)}
      </h1>
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title={t(MESSAGES.privateCampusWelcomeTitle)}
        text={t(MESSAGES.privateCampusWelcome)}
        action={
          <>
            <Button variant="primary" onClick={() => openLogin('login')}>
              {t('Log in')}
            </Button>
            <Button variant="secondary" onClick={() => openLogin('signup')}>
              {t('Sign up')}
            </Button>
          </>
        }
      />
    </section>
  );
}
