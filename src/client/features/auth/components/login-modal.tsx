import { useEffect, useRef, useState } from 'react';
import { describeAddresses, patternsFromList } from '../../../../shared/campus-domains.ts';
import { t } from '../../../../shared/i18n.ts';
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
  /** Why it opened, said above the form ("Log in to like this post"); the action is done after signing in. */
  reason?: string | null;
  onModeChange: (mode: LoginMode) => void;
  onClose: () => void;
  onSignedIn: (user: SessionUser) => void;
}

/** Each form's title, said in the reader's language when the modal shows it. */
const TITLES: Record<LoginMode, () => string> = { login: () => t('Log in'), signup: () => t('Sign up'), forgot: () => t('Reset your password') };

/** SPEC §2/§5: the Login/Sign Up modal, and its "Forgot password?" form (decision 041). */
export function LoginModal({ mode, reason = null, onModeChange, onClose, onSignedIn }: LoginModalProps) {
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
    <Modal open={mode !== null} onClose={close} title={TITLES[mode ?? 'login']()} size="sm">
      <div ref={content}>
        {mode === 'forgot' ? (
          <ForgotPasswordForm initialEmail={email} onEmailChange={setEmail} onBack={() => onModeChange('login')} />
        ) : (
          <>
            {reason && (
              <p role="status" className={styles.reason}>
                {reason}
              </p>
            )}
            <p className={styles.intro}>{isLogin ? t('Welcome back to Quad.') : t('Join your campus community on Quad.')}</p>
            {config.data?.googleEnabled && (
              <>
                <GoogleButton />
                <div className={styles.divider}>{t('or')}</div>
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
                  {t(MESSAGES.forgotPassword)}
                </Button>
              </div>
            )}
            <p className={styles.switch}>
              {isLogin ? t('New to Quad?') : t('Already have an account?')}
              <Button variant="link" onClick={() => onModeChange(isLogin ? 'signup' : 'login')}>
                {isLogin ? t('Sign up') : t('Log in instead')}
              </Button>
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
