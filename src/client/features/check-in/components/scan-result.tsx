import { CalendarCheck, CircleCheck, CircleX, CloudUpload, TriangleAlert, Undo2, X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { checkedInAtBy, MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import type { DoorSnapshot } from '../../../../shared/schemas/door.ts';
import { notTodayWords } from '../lib/door-days.ts';
import { checkerName, type DoorResult, type DoorResultKind, type Owing } from '../lib/local-verdict.ts';
import { owingHint, owingWords } from '../lib/payment-at-door.ts';
import styles from './scan-result.module.css';

type Tone = 'valid' | 'warning' | 'refused';

/** Each result in words (never by colour alone, in English: said in the reader's language where shown) and its tone. */
const WORDS: Record<DoorResultKind, { title: string; hint: string | null; tone: Tone }> = {
  checked_in: { title: MESSAGES.resultCheckedIn, hint: null, tone: 'valid' },
  already: { title: MESSAGES.resultAlready, hint: null, tone: 'warning' },
  unknown: { title: MESSAGES.resultUnknown, hint: MESSAGES.resultUnknownHint, tone: 'warning' },
  invalid: { title: MESSAGES.resultInvalid, hint: MESSAGES.resultInvalidHint, tone: 'refused' },
  other_event: { title: MESSAGES.resultOtherEvent, hint: MESSAGES.resultOtherEventHint, tone: 'refused' },
  void: { title: MESSAGES.resultVoid, hint: MESSAGES.resultVoidHint, tone: 'refused' },
  not_today: { title: MESSAGES.resultNotToday, hint: MESSAGES.resultNotTodayHint, tone: 'refused' },
};

/**
 * A result's words in the reader's language; a seat waiting for its payment is told as that (to look at, not
 * refused); a ticket for another day, with the days it is for (decision 077).
 */
function wordsOf(result: DoorResult, owing: Owing | null, event: DoorSnapshot['event'] | null): { title: string; hint: string | null; tone: Tone } {
  if (owing) return { title: owingWords(owing), hint: owingHint(owing), tone: 'warning' };
  const { title, hint, tone } = WORDS[result.result];
  if (result.result === 'not_today' && event) {
    return { title: event.type === 'culturalEvent' ? t(title) : t('Not for today'), hint: notTodayWords({ event }, result.days) ?? (hint && t(hint)), tone };
  }
  return { title: t(title), hint: hint && t(hint), tone };
}

const ICONS = { valid: CircleCheck, warning: TriangleAlert, refused: CircleX } as const;

interface ResultCardProps {
  result: DoorResult;
  compact?: boolean;
  /** Undo for a check-in (the host, admins and staff); null: no undo here. */
  onUndo?: ((registrationId: string) => void) | null;
  busy?: boolean;
  /** A refused scan of someone whose seat waits for its payment: said instead of the refusal. */
  owing?: Owing | null;
  /** The door's event, to say the days a ticket for another day is for. */
  event?: DoorSnapshot['event'] | null;
  /** "Check in anyway" for a ticket refused for the day; null: not offered here. */
  onOverride?: ((result: DoorResult) => void) | null;
}

function ResultCard({ result, compact = false, onUndo = null, busy = false, owing = null, event = null, onOverride = null }: ResultCardProps) {
  const words = wordsOf(result, owing, event);
  const Icon = ICONS[words.tone];
  const who = [result.name, result.ticketType].filter(Boolean).join(' · ');
  return (
    <div className={cx(styles.result, compact && styles.compact)} data-tone={words.tone} data-result={result.result}>
      <Icon aria-hidden="true" className={styles.icon} size={compact ? 24 : 48} />
      <div className={styles.body}>
        <p className={styles.title}>{words.title}</p>
        {who && <p className={styles.who}>{who}</p>}
        {result.result === 'already' && result.checkedInAt && <p>{checkedInAtBy(formatDateTime(result.checkedInAt), checkerName(result.checkedInBy))}</p>}
        {words.hint && <p>{words.hint}</p>}
        {result.pending && (
          <p className={styles.pending}>
            <CloudUpload aria-hidden="true" size={16} />
            {t(MESSAGES.resultNotSynced)}
          </p>
        )}
      </div>
      {onUndo && result.result === 'checked_in' && result.registrationId && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.undo}
          icon={<Undo2 aria-hidden="true" size={16} />}
          busy={busy}
          onClick={() => result.registrationId && onUndo(result.registrationId)}
        >
          {t(MESSAGES.undoCheckIn)}
        </Button>
      )}
      {onOverride && !owing && result.result === 'not_today' && result.registrationId && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.undo}
          icon={<CalendarCheck aria-hidden="true" size={16} />}
          busy={busy}
          aria-label={result.name ? `${t('Check in anyway')}: ${result.name}` : undefined}
          onClick={() => onOverride(result)}
        >
          {t('Check in anyway')}
        </Button>
      )}
    </div>
  );
}

interface ScanResultViewProps {
  result: DoorResult | null;
  /** The scanned person's seat waits for its payment (the door's list says): shown instead of a refusal. */
  owing: Owing | null;
  canUndo: boolean;
  busy: boolean;
  onUndo: (registrationId: string) => void;
  event?: DoorSnapshot['event'] | null;
  /** "Check in anyway" (decision 077): whoever works the door may. */
  onOverride?: ((result: DoorResult) => void) | null;
}

/**
 * The latest scan's result, big, in one of two live regions that are always there, so each new result is read out:
 * a valid ticket politely (status), anything to look at now (already in, refused) at once (alert).
 */
export function ScanResultView({ result, owing, canUndo, busy, onUndo, event = null, onOverride = null }: ScanResultViewProps) {
  const urgent = result !== null && result.result !== 'checked_in';
  return (
    <div className={styles.latest}>
      <div role="status">{result && !urgent && <ResultCard key={result.scanId} result={result} onUndo={canUndo ? onUndo : null} busy={busy} />}</div>
      <div role="alert">
        {result && urgent && <ResultCard key={result.scanId} result={result} owing={owing} event={event} onOverride={onOverride} busy={busy} />}
      </div>
    </div>
  );
}

/** What the server said, after a sync, of scans the door had answered otherwise (a ticket another door took first). */
export function SyncedResults({ results, onDismiss }: { results: readonly DoorResult[]; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.synced}>
      {results.length > 0 && (
        <section aria-label={t(MESSAGES.doorSyncedHeading)}>
          <div className={styles.syncedHeader}>
            <h2 className={styles.syncedTitle}>{t(MESSAGES.doorSyncedHeading)}</h2>
            <Button variant="ghost" size="sm" iconOnly icon={<X aria-hidden="true" size={16} />} aria-label={t(MESSAGES.doorSyncedDismiss)} onClick={onDismiss} />
          </div>
          <ul className={styles.syncedList}>
            {results.map((r) => (
              <li key={r.scanId}>
                <ResultCard result={r} compact />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
