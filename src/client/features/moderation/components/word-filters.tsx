import { type FormEvent, useId, useState } from 'react';
import { Check, Filter, Plus, Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { CaughtComment, WordFilterTestResult } from '../../../../shared/schemas/word-filters.ts';
import { WORD_FILTER_ACTIONS, WORD_FILTER_LIMITS, type WordFilterAction } from '../../../../shared/word-filter.ts';
import badges from '../../../components/badge.module.css';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field } from '../../../components/form-controls.tsx';
import fields from '../../../components/form.module.css';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { fillSlots, slot } from '../../../components/slots.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import {
  useAddWordFilter,
  useCaughtComments,
  useRemoveWordFilter,
  useReviewCaughtComment,
  useTestWordFilters,
  useWordFilters,
} from '../hooks/use-word-filters.ts';
import styles from './admin-panel.module.css';
import own from './word-filters.module.css';

/** Each action as the add form offers it, and as its badge names it, in the reader's language. */
const ACTION_LABELS: Record<WordFilterAction, () => string> = {
  block: () => t('Block: refuse the post or comment'),
  hold: () => t('Hold for review'),
  flag: () => t('Flag for a look'),
};
const ACTION_BADGES: Record<WordFilterAction, string> = { block: badges.danger ?? '', hold: badges.warn ?? '', flag: '' };
const ACTION_NAMES: Record<WordFilterAction, () => string> = { block: () => t('Block'), hold: () => t('Hold'), flag: () => t('Flag') };

function ActionBadge({ action }: { action: WordFilterAction }) {
  return <span className={cx(badges.badge, ACTION_BADGES[action])}>{ACTION_NAMES[action]()}</span>;
}

function AddFilterForm() {
  const id = useId();
  const [pattern, setPattern] = useState('');
  const [action, setAction] = useState<WordFilterAction>('block');
  const add = useAddWordFilter();
  const toast = useToast();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { pattern, action },
      {
        onSuccess: () => {
          setPattern('');
          toast(t(MESSAGES.wordFilterAdded));
        },
      },
    );
  };
  return (
    <form className={own.form} onSubmit={onSubmit} aria-label={t('Add a word filter')}>
      <div className={own.choices}>
        <Field
          id={`${id}-pattern`}
          label={t('Word or phrase')}
          value={pattern}
          onValue={setPattern}
          required
          maxLength={WORD_FILTER_LIMITS.patternMax}
          hint={t('Use * inside a word for any letters, like scam*.')}
        />
        <div className={fields.field}>
          <label htmlFor={`${id}-action`} className={fields.label}>
            {t('Action')}
          </label>
          <select id={`${id}-action`} className={fields.input} value={action} onChange={(e) => setAction(e.target.value as WordFilterAction)}>
            {WORD_FILTER_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {ACTION_LABELS[value]()}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" variant="primary" icon={<Plus aria-hidden="true" size={16} />} busy={add.isPending}>
        {t('Add filter')}
      </Button>
      {add.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(add.error)}
        </p>
      )}
    </form>
  );
}

function TestBox() {
  const id = useId();
  const [text, setText] = useState('');
  const test = useTestWordFilters();
  const [result, setResult] = useState<WordFilterTestResult | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate(text, { onSuccess: setResult });
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('Test this text')}>
      <h3 className={own.subheading}>{t('Test this text')}</h3>
      <Field id={`${id}-text`} label={t('Text to test')} value={text} onValue={setText} multiline maxLength={WORD_FILTER_LIMITS.testTextMax} />
      <Button type="submit" busy={test.isPending}>
        {t('Test')}
      </Button>
      {test.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(test.error)}
        </p>
      )}
      <div role="status" aria-live="polite">
        {result &&
          (result.action === null ? (
            <p className={own.result}>{t(MESSAGES.wordFilterNothingTriggered)}</p>
          ) : (
            <p className={own.result}>
              {fillSlots(
                t('Result: {action} — matched {patterns}', { action: slot(0), patterns: result.matches.map((m) => `“${m.pattern}”`).join(', ') }),
                [<ActionBadge action={result.action} />],
              )}
            </p>
          ))}
      </div>
    </form>
  );
}

function CaughtItem({ comment, busy, onReview }: { comment: CaughtComment; busy: boolean; onReview: (approve: boolean) => void }) {
  return (
    <li className={styles.item} aria-label={t('Comment by {author}', { author: comment.author })}>
      <div className={styles.head}>
        <span className={cx(badges.badge, comment.held ? badges.warn : '')}>{comment.held ? t('Held by the word filter') : t('Flagged by the word filter')}</span>
      </div>
      <p className={styles.preview}>{comment.text}</p>
      <p className={styles.meta}>
        <span>{t('By {author}', { author: comment.author })}</span>
        <span>{t('On “{title}”', { title: comment.postTitle })}</span>
        <RelativeTime dateTime={comment.timestamp} />
      </p>
      <div className={styles.actions}>
        <Button size="sm" icon={<Check aria-hidden="true" size={16} />} busy={busy} onClick={() => onReview(true)}>
          {comment.held ? t('Approve') : t('Keep')}
        </Button>
        <Button size="sm" variant="danger" icon={<Trash2 aria-hidden="true" size={16} />} busy={busy} onClick={() => onReview(false)}>
          {t('Remove')}
        </Button>
      </div>
    </li>
  );
}

function CaughtComments() {
  const caught = useCaughtComments();
  const review = useReviewCaughtComment();
  const items = caught.data ?? [];
  let body;
  if (caught.isPending) body = <p aria-busy="true">{t('Loading…')}</p>;
  else if (caught.isError) body = <p role="alert" className={styles.error}>{errorMessage(caught.error)}</p>;
  else if (items.length === 0) body = <EmptyState compact text={t(MESSAGES.noCaughtComments)} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('Comments caught by the word filter')}>
        {items.map((comment) => (
          <CaughtItem
            key={comment._id}
            comment={comment}
            busy={review.isPending && review.variables.id === comment._id}
            onReview={(approve) => review.mutate({ id: comment._id, approve })}
          />
        ))}
      </ul>
    );
  return (
    <>
      <h3 className={own.subheading}>{t('Held and flagged comments')}</h3>
      {review.isError && <p role="alert" className={styles.error}>{errorMessage(review.error)}</p>}
      {body}
    </>
  );
}

/** The admin's Word filters section (decision 046): the list, an add form, the "Test this text" box and what the filter caught. */
export function WordFilters() {
  const filters = useWordFilters();
  const remove = useRemoveWordFilter();
  const toast = useToast();
  const items = filters.data ?? [];
  let list;
  if (filters.isPending) list = <p aria-busy="true">{t('Loading…')}</p>;
  else if (filters.isError) list = <p role="alert" className={styles.error}>{errorMessage(filters.error)}</p>;
  else if (items.length === 0) list = <EmptyState compact text={t(MESSAGES.wordFilterNoFilters)} />;
  else
    list = (
      <ul className={styles.list} aria-label={t('Word filters')}>
        {items.map((filter) => (
          <li key={filter._id} className={own.row}>
            <span className={own.pattern}>{filter.pattern}</span>
            <span className={styles.actions}>
              <ActionBadge action={filter.action} />
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 aria-hidden="true" size={16} />}
                aria-label={t('Remove filter {pattern}', { pattern: filter.pattern })}
                busy={remove.isPending && remove.variables === filter._id}
                onClick={() => remove.mutate(filter._id, { onSuccess: () => toast(t(MESSAGES.wordFilterRemoved)) })}
              >
                {t('Remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <Card title={t('Word filters')} icon={<Filter aria-hidden="true" size={18} />}>
      {remove.isError && <p role="alert" className={styles.error}>{errorMessage(remove.error)}</p>}
      <AddFilterForm />
      {list}
      <TestBox />
      <CaughtComments />
    </Card>
  );
}
