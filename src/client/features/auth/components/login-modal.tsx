import { useEffect, useRef, useState } from 'react';
import { describeAddresses, patternsFromList } from '../../../../shared/campus-domains.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { SessionUser } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/button.tsx';
import { focusInitial } from '../../../components/focus.ts';
import { Modal } from '../../../components/modal.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { LoginMode } from '../hooks/use-session.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-modal.module.css';

export interface LoginModalProps {
  /** Which form to show; null when closed. */
  mode: LoginMode | null;
  onModeChange: (mode: LoginMode) => void;
  onClose: () => void;
  onSignedIn: (user: SessionUser) => void;
}

const TITLES: Record<LoginMode, string> = { login: 'Log in', signup: 'Sign up', forgot: 'Reset your password' };

/** SPEC §2/§5: the Login/Sign Up modal, and its "Forgot password?" form (decision 041). */
export function LoginModal({ mode, onModeChange, onClose, onSignedIn }: LoginModalProps) {
  const config = usePublicConfig();
  const isLogin = mode !== 'signup';
  // The campus gate (decision 045): sign-up names the addresses it takes.
  const domains = patternsFromList(config.data?.allowedEmailDomains ?? []);
  const emailHint = !isLogin && domains.length > 0 ? MESSAGES.campusAddressHint(describeAddresses(domains)) : undefined;
  // The email survives a switch between Log in, Sign up and Forgot password; closing the modal forgets it.
  const [email, setEmail] = useState('');
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef(mode);
  // A switch of form inside the open modal: the control that switched may be gone, so focus goes to the new form.
  useEffect(() => {
    const previous = shown.current;
    shown.current = mode;
    if (!previous || !mode || previous === mode || !content.current) return;
    if (!content.current.contains(document.activeElement)) focusInitial(content.current);
  }, [mode]);
  const close = () => {
    setEmail('');
    onClose();
  };
  return (
    <Modal open={mode !== null} onClose={close} title={TITLES[mode ?? 'login']} size="sm">
      <div ref={content}>
        {mode === 'forgot' ? (
          <ForgotPasswordForm initialEmail={email} onEmailChange={setEmail} onBack={() => onModeChange('login')} />
        ) : (
          <>
            <p className={styles.intro}>{isLogin ? 'Welcome back to Quad.' : 'Join your campus community on Quad.'}</p>
            {config.data?.googleEnabled && (
              <>
                <GoogleButton />
                <div className={styles.divider}>or</div>
              </>
            )}
            {/* The key gives each mode a fresh form, so errors never carry over; only the email does. */}
            <LoginForm
              key={mode ?? 'closed'}
              mode={isLogin ? 'login' : 'signup'}
              onSuccess={(user) => {
                setEmail('');
                onSignedIn(user);
              }}
              initialEmail={email}
              onEmailChange={setEmail}
              emailHint={emailHint}
            />
            {isLogin && (
              <div className={styles.forgot}>
                <Button variant="link" onClick={() => onModeChange('forgot')}>
                  {MESSAGES.forgotPassword}
                </Button>
              </div>
            )}
            <p className={styles.switch}>
              {isLogin ? 'New to Quad?' : 'Already have an account?'}
              <Button variant="link" onClick={() => onModeChange(isLogin ? 'signup' : 'login')}>
                {isLogin ? 'Sign up' : 'Log in instead'}
              </Button>
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
