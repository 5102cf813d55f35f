import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Toggle } from '../../../components/form-controls.tsx';
import fields from '../../../components/form.module.css';
import type { SectionProps } from './basics-section.tsx';

/**
 * Anonymous Consights (decision 043): 'Post anonymously' when writing a Consight, with one line on what others
 * see. The choice is made once: an edit keeps it, so the form then only says how the post was posted.
 */
export function AnonymousChoice({ idPrefix, form, update, editing }: SectionProps & { editing: boolean }) {
  if (editing) return form.anonymous ? <p className={fields.hint}>{t(MESSAGES.postedAnonymously)}</p> : null;
  const hintId = `${idPrefix}-anonymous-hint`;
  return (
    <div aria-describedby={hintId}>
      <Toggle id={`${idPrefix}-anonymous`} label={t(MESSAGES.postAnonymously)} checked={form.anonymous} onChecked={(anonymous) => update({ anonymous })} />
      <p id={hintId} className={fields.hint}>
        {t(MESSAGES.postAnonymouslyHint)}
      </p>
    </div>
  );
}
