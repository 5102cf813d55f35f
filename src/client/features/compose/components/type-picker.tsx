import { t } from '../../../../shared/i18n.ts';
import { POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import type { PostType } from '../../../../shared/schemas/posts.ts';
import { Choice } from '../../../components/form-controls.tsx';

export interface TypePickerProps {
  idPrefix: string;
  value: PostType;
  /** News is offered to admins only. */
  isAdmin: boolean;
  onChange: (type: PostType) => void;
}

/** SPEC §4: the post type; switching it starts a fresh form. */
export function TypePicker({ idPrefix, value, isAdmin, onChange }: TypePickerProps) {
  const types: PostType[] = isAdmin ? ['confession', 'event', 'culturalEvent', 'news'] : ['confession', 'event', 'culturalEvent'];
  return (
    <Choice
      name={`${idPrefix}-type`}
      legend={t('Post type')}
      variant="chips"
      value={value}
      options={types.map((type) => ({ value: type, label: t(POST_TYPE_LABELS[type]) }))}
      onValue={onChange}
    />
  );
}
