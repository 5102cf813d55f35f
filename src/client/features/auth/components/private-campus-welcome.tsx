import { LogIn } from 'lucide-react';
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
        {MESSAGES.privateCampusWelcomeTitle}
      </h1>
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title={MESSAGES.privateCampusWelcomeTitle}
        text={MESSAGES.privateCampusWelcome}
        action={
          <>
            <Button variant="primary" onClick={() => openLogin('login')}>
              Log in
            </Button>
            <Button variant="secondary" onClick={() => openLogin('signup')}>
              Sign up
            </Button>
          </>
        }
      />
    </section>
  );
}
