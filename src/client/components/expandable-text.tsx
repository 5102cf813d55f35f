import { useId, useState } from 'react';
import { t } from '../../shared/i18n.ts';
import { LIMITS } from '../../shared/limits.ts';
import { cx } from '../lib/cx.ts';
import styles from './expandable-text.module.css';

/** SPEC §9: the first 200 characters, with Show More / Show less beyond that. */
export function ExpandableText({ content, className }: { content: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = content.length > LIMITS.contentPreview;
  const shown = !long || expanded ? content : `${content.slice(0, LIMITS.contentPreview).trimEnd()}…`;
  return (
    <div className={cx(styles.text, className)}>
      <p id={textId}>{shown}</p>
      {long && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('Show less') : t('Show More')}
        </button>
      )}
    </div>
  );
}
