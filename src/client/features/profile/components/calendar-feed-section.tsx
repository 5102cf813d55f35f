import { useState } from 'react';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { activeLocale, INTL_LOCALE, t } from '../../../../shared/i18n.ts';
import { MESSAGES, networkError } from '../../../../shared/messages.ts';
import type { NewCalendarFeed } from '../../../../shared/schemas/calendar-files.ts';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage, NetworkError } from '../../../lib/api-client.ts';
import { useCalendarFeed, useNewCalendarFeed } from '../hooks/use-profile.ts';
import styles from './calendar-feed-section.module.css';

/** The day a link was made, as the reader's language writes it (English: as the browser does). */
const madeOn = (iso: string) => {
  const locale = activeLocale();
  return new Date(iso).toLocaleDateString(locale === 'en' ? undefined : INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' });
};

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
        title: t(MESSAGES.calendarFeedRegenerateTitle),
        message: t(MESSAGES.calendarFeedRegenerateQuestion),
        confirmText: t(MESSAGES.calendarFeedRegenerate),
        destructive: true,
        ask: true,
      });
      if (!confirmed) return;
    }
    setError(null);
    make.mutate(undefined, {
      onSuccess: setMade,
      onError: (caught) => setError(caught instanceof NetworkError ? networkError(t('make a calendar feed link')) : errorMessage(caught)),
    });
  }

  async function onCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast(t(MESSAGES.linkCopied));
    } catch {
      setError(t(MESSAGES.calendarFeedShownOnce));
    }
  }

  return (
    <div className={styles.section}>
      <p>{t(MESSAGES.calendarFeedIntro)}</p>
      {made ? (
        <>
          <label className={styles.linkField}>
            {t(MESSAGES.calendarFeedLinkLabel)}
            <input className={styles.link} readOnly value={made.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p className={styles.note}>{t(MESSAGES.calendarFeedShownOnce)}</p>
          <div className={styles.actions}>
            <Button icon={<Copy aria-hidden="true" size={16} />} onClick={() => void onCopy(made.url)}>
              {t(MESSAGES.copyLink)}
            </Button>
            <a className={buttonClassName({ variant: 'secondary' })} href={made.webcalUrl}>
              <CalendarPlus aria-hidden="true" size={16} />
              {t(MESSAGES.subscribeWebcal)}
            </a>
          </div>
        </>
      ) : (
        active &&
        status.data?.createdAt && (
          <p className={styles.note}>
            {t(MESSAGES.calendarFeedActive)}{' '}
            {fillSlots(t('Made on {date}.', { date: slot(0) }), [<time dateTime={status.data.createdAt}>{madeOn(status.data.createdAt)}</time>])}
          </p>
        )
      )}
      <p className={styles.note}>{t(MESSAGES.calendarFeedPrivate)}</p>
      <Button
        variant={active ? 'secondary' : 'primary'}
        icon={active ? <RefreshCw aria-hidden="true" size={16} /> : <CalendarPlus aria-hidden="true" size={16} />}
        busy={make.isPending}
        disabled={status.isPending}
        onClick={() => void onMake()}
      >
        {active ? t(MESSAGES.calendarFeedRegenerate) : t(MESSAGES.calendarFeedCreate)}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <details className={styles.help}>
        <summary>{t(MESSAGES.calendarHelpSummary)}</summary>
        <ul>
          <li>{t(MESSAGES.calendarHelpGoogle)}</li>
          <li>{t(MESSAGES.calendarHelpApple)}</li>
          <li>{t(MESSAGES.calendarHelpOutlook)}</li>
        </ul>
      </details>
    </div>
  );
}
