import { LIMITS } from '../../../../shared/limits.ts';
import type { PostFormState, UpdateForm } from '../lib/form-state.ts';
import { Field } from '../../../components/form-controls.tsx';

export interface SectionProps {
  idPrefix: string;
  form: PostFormState;
  update: UpdateForm;
}

/** Title and content, for every type. */
export function BasicsSection({ idPrefix, form, update }: SectionProps) {
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        label="Title"
        required
        maxLength={LIMITS.titleMax}
        value={form.title}
        onValue={(title) => update({ title })}
        data-autofocus
      />
      <Field
        id={`${idPrefix}-content`}
        label="Content"
        required
        multiline
        maxLength={LIMITS.contentMax}
        placeholder={form.type === 'confession' ? 'Share what is on your mind…' : 'What is it about?'}
        value={form.content}
        onValue={(content) => update({ content })}
      />
    </>
  );
}
