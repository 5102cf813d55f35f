import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Download, ExternalLink } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useEventCalendarFile } from '../hooks/use-calendar-file.ts';
import { googleCalendarLink } from '../lib/google-calendar-link.ts';
import styles from './calendar-file-menu.module.css';

/**
 * Beside Add to Calendar (which keeps the event in Quad): the event's .ics file and a Google Calendar link.
 * A disclosure: the button opens a short list of a button and a link, both reached with Tab; Escape or a click
 * elsewhere closes it, and Escape brings focus back to the button. No sign-in needed: the file of an event
 * the visitor sees is public.
 */
export function CalendarFileMenu({ event }: { event: Post }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const { download, pending } = useEventCalendarFile();
  const google = googleCalendarLink(event, window.location.origin);

  useEffect(() => {
    if (!open) return undefined;
    firstItem.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) wrapper.current?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={styles.menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
      onBlur={(e) => {
        if (open && !wrapper.current?.contains(e.relatedTarget) && e.relatedTarget !== null) setOpen(false);
      }}
    >
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        title={t(MESSAGES.addToCalendarMenu)}
        icon={<ChevronDown aria-hidden="true" size={16} />}
        onClick={() => setOpen((was) => !was)}
      >
        {t(MESSAGES.otherCalendars)}
      </Button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        <li>
          <button
            ref={firstItem}
            type="button"
            className={styles.item}
            aria-busy={pending || undefined}
            onClick={() => {
              if (pending) return;
              void download(event._id).then(() => close(true));
            }}
          >
            <Download aria-hidden="true" size={16} />
            {t(MESSAGES.downloadCalendarFile)}
          </button>
        </li>
        {google && (
          <li>
            <a className={styles.item} href={google} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
              <ExternalLink aria-hidden="true" size={16} />
              {t(MESSAGES.addToGoogleCalendar)}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
