import { useId } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { Toggle } from '../../../components/form-controls.tsx';
import { notifyFailure } from '../../../lib/failures.ts';
import type { Club } from '../api/club-wire.ts';
import { useAdminUpdateClub } from '../hooks/use-club-actions.ts';
import styles from './club-members.module.css';

/** On a club's page, for an admin: make it inactive or active again, and let its events skip review. */
export function AdminClubControls({ club }: { club: Club }) {
  const id = useId();
  const update = useAdminUpdateClub();
  if (club.status !== 'approved' && club.status !== 'inactive') return null;
  const inactive = club.status === 'inactive';
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {t('Admin')}
      </h2>
      <Toggle
        id={`${id}-auto`}
        asSwitch
        label={t('Events skip review')}
        checked={club.autoApproveEvents === true}
        onChecked={(autoApproveEvents) =>
          update.mutate({ slug: club.slug, change: { autoApproveEvents } }, { onError: (error) => notifyFailure(t('change {club}', { club: club.name }), error) })
        }
      />
      <div>
        <Button
          size="sm"
          variant={inactive ? 'primary' : 'danger'}
          busy={update.isPending}
          onClick={() =>
            update.mutate(
              { slug: club.slug, change: { status: inactive ? 'approved' : 'inactive' } },
              { onError: (error) => notifyFailure(t('change {club}', { club: club.name }), error) },
            )
          }
        >
          {inactive ? t('Make active') : t('Make inactive')}
        </Button>
      </div>
    </section>
  );
}
