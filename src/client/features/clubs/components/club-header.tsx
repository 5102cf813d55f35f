import { Camera, Globe, Mail, MessageCircle, Pencil } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { isManagingRole } from '../../../../shared/schemas/clubs.ts';
import { Button } from '../../../components/button.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import type { Club } from '../api/club-wire.ts';
import type { RequireUser } from '../lib/club-viewer.ts';
import { joinPolicyLabel, roleLabel } from '../lib/club-texts.ts';
import { ClubLogo } from './club-logo.tsx';
import { FollowButton } from './follow-button.tsx';
import { MembershipButton } from './membership-button.tsx';
import styles from './club-page.module.css';

export interface ClubHeaderProps {
  club: Club;
  requireUser: RequireUser;
  onEdit: () => void;
}

/** The top of a club's page: banner, logo, name, category, counts, the viewer's place, and the club's links. */
export function ClubHeader({ club, requireUser, onEdit }: ClubHeaderProps) {
  const links = [
    club.contactEmail && { href: `mailto:${club.contactEmail}`, label: club.contactEmail, icon: <Mail aria-hidden="true" size={16} /> },
    club.website && { href: club.website, label: t('Website'), icon: <Globe aria-hidden="true" size={16} /> },
    club.instagram && { href: club.instagram, label: t('Instagram'), icon: <Camera aria-hidden="true" size={16} /> },
    club.chatLink && { href: club.chatLink, label: t('Chat group'), icon: <MessageCircle aria-hidden="true" size={16} /> },
  ].filter((link): link is { href: string; label: string; icon: React.JSX.Element } => Boolean(link));
  return (
    <section className={styles.header} aria-labelledby="club-name">
      <div className={styles.banner}>{club.banner && <SafeImage src={club.banner} alt="" sizes="(min-width: 720px) 720px, 100vw" className={styles.bannerImage} />}</div>
      <div className={styles.identity}>
        <ClubLogo name={club.name} logo={club.logo} size={80} className={styles.headerLogo} />
        <div className={styles.identityText}>
          <p className={styles.category}>{club.categoryName}</p>
          <h1 id="club-name" className={styles.name} tabIndex={-1}>
            {club.name}
          </h1>
          <p className={styles.counts}>
            {t('{n, plural, one {# member} other {# members}}', { n: club.memberCount })} ·{' '}
            {t('{n, plural, one {# follower} other {# followers}}', { n: club.followerCount })} · {joinPolicyLabel(club.joinPolicy)}
          </p>
          {club.role && club.role !== 'requested' && (
            <p className={styles.yourRole}>{club.title ? t('You: {role}, {title}', { role: roleLabel(club.role), title: club.title }) : t('You: {role}', { role: roleLabel(club.role) })}</p>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <MembershipButton club={club} requireUser={requireUser} />
        {club.status === 'approved' && <FollowButton slug={club.slug} name={club.name} following={club.following} requireUser={requireUser} />}
        {isManagingRole(club.role) && (
          <Button size="sm" variant="secondary" icon={<Pencil aria-hidden="true" size={16} />} onClick={onEdit}>
            {t('Edit club')}
          </Button>
        )}
      </div>
      <p className={styles.description}>{club.description}</p>
      {links.length > 0 && (
        <ul className={styles.links} aria-label={t('Contact and links')}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target={link.href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer" className={styles.link}>
                {link.icon}
                <span>{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
