import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import type { PostFormState, UpdateForm } from '../lib/form-state.ts';
import { LimitedField } from '../../../components/limited-field.tsx';

export interface SectionProps {
  idPrefix: string;
  form: PostFormState;
  update: UpdateForm;
}

/** Title and content, for every type, each with its limit in sight. */
export function BasicsSection({ idPrefix, form, update }: SectionProps) {
  return (
    <>
      <LimitedField
        id={`${idPrefix}-title`}
        label={t('Title')}
        required
        maxLength={LIMITS.titleMax}
        value={form.title}
        onValue={(title) => update({ title })}
        autoFocusFirst
      />
      <LimitedField
        id={`${idPrefix}-content`}
        label={t('Content')}
        required
        multiline
        maxLength={LIMITS.contentMax}
        placeholder={form.type === 'confession' ? t('Share what is on your mind…') : t('What is it about?')}
        value={form.content}
        onValue={(content) => update({ content })}
      />
    </>
  );
}
