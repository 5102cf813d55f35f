import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { CLUB_LIMITS, type ClubRole } from '../../../../shared/schemas/clubs.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { notifyFailure } from '../../../lib/failures.ts';
import type { ClubMember } from '../api/club-wire.ts';
import { useMarkAlumni, useRemoveMember, useUpdateMember } from '../hooks/use-club-actions.ts';
import { roleLabel } from '../lib/club-texts.ts';
import styles from './club-members.module.css';

export interface MemberRowProps {
  slug: string;
  member: ClubMember;
  /** The viewer's role in the club: owners change roles, officers set titles and remove members. */
  viewerRole: string | null;
  viewerId: string | null;
}

const ASSIGNABLE: readonly ClubRole[] = ['officer', 'member', 'alumni'];

/** A member: name, role and title; for managers, the controls the server allows them. */
export function MemberRow({ slug, member, viewerRole, viewerId }: MemberRowProps) {
  const id = useId();
  const update = useUpdateMember(slug);
  const remove = useRemoveMember(slug);
  const graduate = useMarkAlumni(slug);
  const dialog = useDialog();
  const [title, setTitle] = useState(member.title ?? '');
  const owner = viewerRole === 'owner';
  const manager = owner || viewerRole === 'officer';
  const self = member.userId === viewerId;
  const canChangeRole = owner && !self && member.role !== 'owner';
  const canRemove = manager && !self && member.role !== 'owner' && (owner || member.role !== 'officer');
  // An owner hands the club over first (the server refuses the last owner); alumni are alumni already.
  const canGraduate = self && member.status === 'active' && (member.role === 'member' || member.role === 'officer');

  const saveTitle = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { userId: member.userId, change: { title: title.trim() || null } },
      { onError: (error) => notifyFailure(t("save {name}'s title", { name: member.name }), error) },
    );
  };
  const changeRole = (role: ClubRole) =>
    update.mutate({ userId: member.userId, change: { role } }, { onError: (error) => notifyFailure(t("change {name}'s role", { name: member.name }), error) });
  const confirmRemove = async () => {
    const sure = await dialog({
      ask: true,
      title: t('Remove {name}?', { name: member.name }),
      message: t('{name} will no longer be a member of the club.', { name: member.name }),
      confirmText: t('Remove'),
      destructive: true,
    });
    if (sure) remove.mutate(member.userId, { onError: (error) => notifyFailure(t('remove {name}', { name: member.name }), error) });
  };

  const confirmGraduate = async () => {
    const sure = await dialog({
      ask: true,
      title: t('Mark yourself as alumni?'),
      message: t('You stay in the list of members as alumni, with no rights in the club.'),
      confirmText: t('Mark me alumni'),
    });
    if (sure) graduate.mutate(member.userId, { onError: (error) => notifyFailure(t('mark yourself as alumni'), error) });
  };

  return (
    <li className={styles.member}>
      <Avatar src={member.avatar} name={member.name} size={40} />
      <div className={styles.memberText}>
        <span className={styles.memberName}>{member.name}</span>
        <span className={styles.memberRole}>{member.title ? `${roleLabel(member.role)} · ${member.title}` : roleLabel(member.role)}</span>
      </div>
      {canGraduate && !manager && (
        <div className={styles.memberControls}>
          <Button size="sm" variant="ghost" busy={graduate.isPending} onClick={() => void confirmGraduate()}>
            {t("I've graduated")}
          </Button>
        </div>
      )}
      {manager && (
        <div className={styles.memberControls}>
          {canChangeRole && (
            <div className={styles.inline}>
              <label htmlFor={`${id}-role`} className="sr-only">
                {t("{name}'s role", { name: member.name })}
              </label>
              <select id={`${id}-role`} className={styles.select} value={member.role} disabled={update.isPending} onChange={(event) => changeRole(event.target.value as ClubRole)}>
                {ASSIGNABLE.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <form className={styles.inline} onSubmit={saveTitle}>
            <label htmlFor={`${id}-title`} className="sr-only">
              {t("{name}'s title", { name: member.name })}
            </label>
            <input
              id={`${id}-title`}
              className={styles.input}
              value={title}
              maxLength={CLUB_LIMITS.titleMax}
              placeholder={t('Title, e.g. General Secretary')}
              onChange={(event) => setTitle(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={title.trim() === (member.title ?? '')} busy={update.isPending}>
              {t('Save title')}
            </Button>
          </form>
          {canRemove && (
            <Button size="sm" variant="ghost" busy={remove.isPending} onClick={() => void confirmRemove()}>
              {t('Remove')}
            </Button>
          )}
          {canGraduate && (
            <Button size="sm" variant="ghost" busy={graduate.isPending} onClick={() => void confirmGraduate()}>
              {t("I've graduated")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
