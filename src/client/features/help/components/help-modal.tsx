import { Mail } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { helpText, MESSAGES } from '../../../../shared/messages.ts';
import { buttonClassName } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import styles from './help.module.css';

export interface HelpModalProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §1/§2: help and support by email to the configured address. */
export function HelpModal({ open, onClose }: HelpModalProps) {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  return (
    <Modal open={open} onClose={onClose} title={t('Help & Support')} size="sm">
      {email ? <HelpText email={email} /> : (
        <p className={styles.text} role={config.isError ? 'alert' : 'status'}>
          {config.isError ? t(MESSAGES.unknownError) : t('Loading…')}
        </p>
      )}
      {email && (
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'primary' })} href={`mailto:${email}`} data-autofocus>
            <Mail aria-hidden="true" size={16} />
            {t('Email support')}
          </a>
        </div>
      )}
    </Modal>
  );
}

/** helpText(email), with the address as a mailto link. */
function HelpText({ email }: { email: string }) {
  const text = helpText(email);
  const at = text.indexOf(email);
  if (at === -1) return <p className={styles.text}>{text}</p>;
  return (
    <p className={styles.text}>
      {text.slice(0, at)}
      <a className={styles.email} href={`mailto:${email}`}>
        {email}
      </a>
      {text.slice(at + email.length)}
    </p>
  );
}
