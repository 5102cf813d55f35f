import { useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { useToast } from '../../../components/toast-context.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import { downloadEventCalendar } from '../api/events-api.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads an event's .ics file (Apple Calendar, Outlook and others open it); a toast says it is done. */
export function useEventCalendarFile() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const download = async (eventId: string): Promise<void> => {
    setPending(true);
    try {
      const { blob, filename } = await downloadEventCalendar(eventId);
      saveFile(blob, filename);
      toast(t(MESSAGES.calendarFileDownloaded));
    } catch (error) {
      notifyFailure(t('download the calendar file'), error);
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
