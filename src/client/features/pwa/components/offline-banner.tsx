import { WifiOff } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { useOnline } from '../../../lib/use-online.ts';
import styles from './offline-banner.module.css';

/** "You are offline" while the browser has no network (decision 050); the live region stays, so it is announced. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <div className={styles.banner}>
          <WifiOff aria-hidden="true" size={18} className={styles.icon} />
          <p className={styles.text}>
            <strong>{t(MESSAGES.offlineBanner)}</strong> {t(MESSAGES.offlineBannerHint)}
          </p>
        </div>
      )}
    </div>
  );
}
