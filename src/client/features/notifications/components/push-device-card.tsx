import { useState } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { type DevicePushState, PermissionNotGiven, useDevicePush } from '../hooks/use-push.ts';
import { PushPreferences } from './push-preferences.tsx';
import styles from './push.module.css';

/** What each state of this device says (MESSAGES texts, said where shown). */
const STATE_TEXTS: Record<DevicePushState, string> = {
  checking: MESSAGES.pushStateChecking,
  unsupported: MESSAGES.pushStateUnsupported,
  blocked: MESSAGES.pushStateBlocked,
  on: MESSAGES.pushStateOn,
  off: MESSAGES.pushStateOff,
};

/** Why turning this device on failed, in the person's words. */
function turnOnFailure(error: unknown): string {
  if (error instanceof PermissionNotGiven) return t(MESSAGES.pushPermissionNotGiven);
  if (error instanceof ApiError) return errorMessage(error);
  return t(MESSAGES.pushSubscribeFailed);
}

export interface PushDeviceCardProps {
  userId: string;
}

/**
 * "Get notifications on this device" (decision 051): this device's state (on, off, blocked by the browser, not
 * supported), the button that asks the browser's permission only when clicked, turning it off, this account's
 * devices, and which kinds are pushed.
 */
export function PushDeviceCard({ userId }: PushDeviceCardProps) {
  const push = useDevicePush(userId);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const turnOn = () => {
    setError(null);
    push.turnOn({ onSuccess: () => toast(t(MESSAGES.pushTurnedOn)), onError: (caught) => setError(turnOnFailure(caught)) });
  };
  const turnOff = () => {
    setError(null);
    push.turnOff(undefined, { onSuccess: () => toast(t(MESSAGES.pushTurnedOff)), onError: (caught) => setError(errorMessage(caught)) });
  };

  return (
    <Card title={t(MESSAGES.pushDeviceTitle)} icon={<BellRing aria-hidden="true" size={18} />}>
      <p className={styles.intro}>{t(MESSAGES.pushDeviceIntro)}</p>
      <p role="status" className={styles.state} data-state={push.state} aria-busy={push.state === 'checking' || undefined}>
        {t(STATE_TEXTS[push.state])}
      </p>
      {push.state === 'off' && (
        <Button variant="primary" icon={<BellRing aria-hidden="true" size={16} />} busy={push.busy} onClick={turnOn}>
          {t(MESSAGES.pushTurnOn)}
        </Button>
      )}
      {push.state === 'on' && (
        <Button icon={<BellOff aria-hidden="true" size={16} />} busy={push.busy} onClick={turnOff}>
          {t(MESSAGES.pushTurnOff)}
        </Button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {push.devices.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t(MESSAGES.pushYourDevices)}</h3>
          <ul className={styles.devices}>
            {push.devices.map((device) => (
              <li key={device._id}>
                {device.device ?? t(MESSAGES.pushUnknownBrowser)}
                {device.endpoint === push.endpoint && <span className={styles.thisDevice}>{t(MESSAGES.pushThisDevice)}</span>}
              </li>
            ))}
          </ul>
          <h3 className={styles.subheading}>{t(MESSAGES.pushPreferencesTitle)}</h3>
          <PushPreferences userId={userId} />
        </>
      )}
    </Card>
  );
}
