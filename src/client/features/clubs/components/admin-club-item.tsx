import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { notifyFailure } from '../../../lib/failures.ts';
import type { Club } from '../api/club-wire.ts';
import { useAdminUpdateClub, useApproveClub, useRejectClub } from '../hooks/use-club-actions.ts';
import { pendingChangesOf } from '../lib/club-changes.ts';
import { clubPath } from '../lib/club-paths.ts';
import { ClubLink } from './club-link.tsx';
import { ClubLogo } from './club-logo.tsx';
import styles from './admin-clubs.module.css';

export interface AdminClubItemProps {
  club: Club;
  kind: 'pending' | 'edit' | 'orphaned';
  isAdmin: boolean;
  onOpenClub: (slug: string) => void;
}

/** One club of the queue, with what it asks (a new club, or an edit's old → new) and the reviewer's actions. */
export function AdminClubItem({ club, kind, isAdmin, onOpenClub }: AdminClubItemProps) {
  const id = useId();
  const approve = useApproveClub();
  const reject = useRejectClub();
  const update = useAdminUpdateClub();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const changes = kind === 'edit' ? pendingChangesOf(club) : [];

  const sendReject = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate({ slug: club.slug, reason }, { onError: (error) => notifyFailure(t('reject {club}', { club: club.name }), error) });
  };

  return (
    <li className={styles.item} aria-labelledby={`${id}-name`}>
      <div className={styles.itemTop}>
        <ClubLogo name={club.name} logo={club.logo} size={44} />
        <div className={styles.itemText}>
          <span id={`${id}-name`} className={styles.itemName}>
            <ClubLink slug={club.slug} onOpen={onOpenClub}>
              {club.name}
            </ClubLink>
          </span>
          <span className={styles.meta}>
            {club.categoryName} · {clubPath(club.slug)}
          </span>
        </div>
      </div>
      {kind === 'pending' && <p className={styles.description}>{club.description}</p>}
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((change) => (
            <div key={change.field} className={styles.change}>
              <dt>{change.field}</dt>
              <dd>
                <del>{change.before}</del> <span aria-hidden="true">→</span>
                <span className="sr-only">{t('becomes')}</span> <ins>{change.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        {kind !== 'orphaned' && (
          <>
            <Button
              size="sm"
              variant="primary"
              busy={approve.isPending}
              aria-label={t('Approve {club}', { club: club.name })}
              onClick={() => approve.mutate(club.slug, { onError: (error) => notifyFailure(t('approve {club}', { club: club.name }), error) })}
            >
              {t('Approve')}
            </Button>
            <Button size="sm" variant="ghost" aria-expanded={rejecting} aria-controls={`${id}-reject`} onClick={() => setRejecting((open) => !open)}>
              {t('Reject')}
            </Button>
          </>
        )}
        {kind === 'orphaned' && isAdmin && (
          <Button
            size="sm"
            variant="ghost"
            busy={update.isPending}
            onClick={() =>
              update.mutate(
                { slug: club.slug, change: { status: 'inactive' } },
                { onError: (error) => notifyFailure(t('make {club} inactive', { club: club.name }), error) },
              )
            }
          >
            {t('Make inactive')}
          </Button>
        )}
      </div>
      {rejecting && (
        <form id={`${id}-reject`} className={styles.reject} onSubmit={sendReject}>
          <label htmlFor={`${id}-reason`} className={styles.label}>
            {t('Reason (the club sees it)')}
          </label>
          <textarea id={`${id}-reason`} className={styles.textarea} value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" size="sm" variant="danger" busy={reject.isPending}>
            {kind === 'edit' ? t('Reject the edit') : t('Reject the club')}
          </Button>
        </form>
      )}
    </li>
  );
}
