import { useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import { notify } from '../../../lib/in-session-notifications.ts';
import { downloadRegistrations } from '../api/events-api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** SPEC §6 Export Data: downloads the event's registrations as CSV, with SPEC §8's messages on failure. */
export function useExportRegistrations(signedIn: boolean) {
  const [pending, setPending] = useState(false);
  const exportCsv = async (eventId: string): Promise<void> => {
    if (!signedIn) {
      notify(t(MESSAGES.exportLoginRequired), 'error');
      return;
    }
    setPending(true);
    try {
      const { blob, filename } = await downloadRegistrations(eventId);
      saveFile(blob, filename);
      notify(t('Exported the registrations to {filename}.', { filename }), 'success');
    } catch (error) {
      notifyFailure(t('export data'), error);
    } finally {
      setPending(false);
    }
  };
  return { exportCsv, pending };
}
