import { CloudUpload, WifiOff } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES, scansWaiting, workingFromSavedList } from '../../../../shared/messages.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import styles from './door-status.module.css';

interface DoorStatusProps {
  online: boolean;
  /** Scans kept on this device until the server answers them. */
  waiting: number;
  /** The list shown is this device's copy (the server could not be reached). */
  fromDevice: boolean;
  savedAt: string;
  /** Scans the server refused outright at a sync, said once. */
  refusal: string | null;
}

/** The door's connection: offline, scans waiting to be sent, the saved list in use; read out as it changes. */
export function DoorStatus({ online, waiting, fromDevice, savedAt, refusal }: DoorStatusProps) {
  const Icon = online ? CloudUpload : WifiOff;
  return (
    <>
      <div role="status" className={styles.status}>
        {(!online || waiting > 0) && (
          <p className={styles.line} data-online={online}>
            <Icon aria-hidden="true" size={18} />
            {waiting > 0 ? scansWaiting(waiting, online) : t(MESSAGES.doorOfflineNoScans)}
          </p>
        )}
        {fromDevice && <p className={styles.saved}>{workingFromSavedList(formatDateTime(savedAt))}</p>}
      </div>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
    </>
  );
}
