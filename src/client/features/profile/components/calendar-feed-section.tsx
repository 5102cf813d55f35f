import { useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import type { NewCalendarFeed } from '../../../../shared/schemas/calendar-files.ts';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { useCalendarFeed, useNewCalendarFeed } from '../hooks/use-profile.ts';
import styles from './calendar-feed-section.module.css';

const madeOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The profile's calendar feed (decision 039): a secret link to subscribe to the events the student saved or
 * registered for. The server keeps only a hash of it, so the link is shown once, when made; making a new one
 * (asked first when one exists) stops the old.
 */
export function CalendarFeedSection({ userId }: { userId: string }) {
  const status = useCalendarFeed(userId);
  const make = useNewCalendarFeed(userId);
  const showDialog = useDialog();
  const toast = useToast();
  const [made, setMade] = useState<NewCalendarFeed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = status.data?.active ?? false;

  async function onMake() {
    if (make.isPending) return;
    if (active) {
      const confirmed = await showDialog({
        title: MESSAGES.calendarFeedRegenerateTitle,
        message: MESSAGES.calendarFeedRegenerateQuestion,
        confirmText: MESSAGES.calendarFeedRegenerate,
        destructive: true,
        ask: true,
      });
      if (!confirmed) return;
    }
    setError(null);
    make.mutate(undefined, {
      onSuccess: setMade,
      onError: (caught) => setError(caught instanceof NetworkError ? networkError('make a calendar feed link') : errorMessage(caught)),
    });
  }

  async function onCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast(MESSAGES.linkCopied);
    } catch {
      setError(MESSAGES.calendarFeedShownOnce);
    }
  }

  return (
    <div className={styles.section}>
      <p>{MESSAGES.calendarFeedIntro}</p>
      {made ? (
        <>
          <label className={styles.linkField}>
            {MESSAGES.calendarFeedLinkLabel}
            <input className={styles.link} readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p className={styles.note}>{MESSAGES.calendarFeedShownOnce}</p>
          <div className={styles.actions}>
            <Button icon={<Copy aria-hidden="true" size={16} />} onClick={() => void onCopy(made.url)}>
              {MESSAGES.copyLink}
            </Button>
            <a className={buttonClassName({ variant: 'secondary' })} href={made.webcalUrl}>
              <CalendarPlus aria-hidden="true" size={16} />
              {MESSAGES.subscribeWebcal}
            </a>
          </div>
        </>
      ) : (
        active &&
        status.data?.createdAt && (
          <p className={styles.note}>
            {MESSAGES.calendarFeedActive} {MESSAGES.calendarFeedMadeOn} <time dateTime={status.data.createdAt}>{madeOn(status.data.createdAt)}</time>.
          </p>
        )
      )}
      <p className={styles.note}>{MESSAGES.calendarFeedPrivate}</p>
      <Button
        variant={active ? 'secondary' : 'primary'}
        icon={active ? <RefreshCw aria-hidden="true" size={16} /> : <CalendarPlus aria-hidden="true" size={16} />}
        busy={make.isPending}
        disabled={status.isPending}
        onClick={() => void onMake()}
      >
        {active ? MESSAGES.calendarFeedRegenerate : MESSAGES.calendarFeedCreate}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <details className={styles.help}>
        <summary>{MESSAGES.calendarHelpSummary}</summary>
        <ul>
          <li>{MESSAGES.calendarHelpGoogle}</li>
          <li>{MESSAGES.calendarHelpApple}</li>
          <li>{MESSAGES.calendarHelpOutlook}</li>
        </ul>
      </details>
    </div>
  );
}
