import { useState } from 'react';
import type { SessionUser } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { LoginMode } from '../hooks/use-session.ts';
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

/** SPEC §2/§5: the Login/Sign Up modal. */
export function LoginModal({ mode, onModeChange, onClose, onSignedIn }: LoginModalProps) {
  const config = usePublicConfig();
  const isLogin = mode !== 'signup';
  // The email survives a switch between Log in and Sign up; closing the modal forgets it.
  const [email, setEmail] = useState('');
  const close = () => {
    setEmail('');
    onClose();
  };
  return (
    <Modal open={mode !== null} onClose={close} title={isLogin ? 'Log in' : 'Sign up'} size="sm">
      <p className={styles.intro}>
        {isLogin ? 'Welcome back to Quad.' : 'Join your campus community on Quad.'}
      </p>
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
      />
      <p className={styles.switch}>
        {isLogin ? 'New to Quad?' : 'Already have an account?'}
        <Button variant="link" onClick={() => onModeChange(isLogin ? 'signup' : 'login')}>
          {isLogin ? 'Sign up' : 'Log in instead'}
        </Button>
      </p>
    </Modal>
  );
}
