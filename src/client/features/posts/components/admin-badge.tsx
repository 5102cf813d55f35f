import { ShieldCheck } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import badges from '../../../components/badge.module.css';
import { cx } from '../../../lib/cx.ts';
import styles from './admin-badge.module.css';

/**
 * Shown next to an admin's name on their posts and comments. The server says who is an admin (from the
 * accounts, at read time), and no name may read as the staff's, so the badge is the one sign of an admin.
 */
export function AdminBadge() {
  return (
    <span className={cx(badges.badge, styles.admin)} title={t('This person is a Quad admin')}>
      <ShieldCheck aria-hidden="true" size={12} />
      {t('Admin')}
    </span>
  );
}
