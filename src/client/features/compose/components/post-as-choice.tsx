import { useQuery } from '@tanstack/react-query';
import { t } from '../../../../shared/i18n.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import fields from '../../../components/form.module.css';
import { fetchManagedClubs } from '../api/managed-clubs.ts';
import type { SectionProps } from './basics-section.tsx';

export const managedClubsKey = ['compose', 'managed-clubs'] as const;

/**
 * Clubs (decision 081): "Post as" yourself or a club you manage, on a new event. The choice is made once: an edit
 * keeps the club, so the form then only says who hosts it. Nothing shows for someone who manages no club.
 */
export function PostAsChoice({ idPrefix, form, update, post }: SectionProps & { post: Post | undefined }) {
  const clubs = useQuery({ queryKey: managedClubsKey, queryFn: ({ signal }) => fetchManagedClubs(signal), enabled: !post, staleTime: 60_000 });
  if (post) {
    const host = post.clubs?.find((c) => c.role === 'host');
    return host ? <p className={fields.hint}>{t('Posted as {club}', { club: host.name })}</p> : null;
  }
  if (!clubs.data || clubs.data.length === 0) return null;
  const id = `${idPrefix}-post-as`;
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {t('Post as')}
      </label>
      <select id={id} className={fields.input} value={form.clubId} onChange={(e) => update({ clubId: e.target.value })}>
        <option value="">{t('Yourself')}</option>
        {clubs.data.map((club) => (
          <option key={club.slug} value={club.slug}>
            {club.name}
          </option>
        ))}
      </select>
      {form.clubId && <p className={fields.hint}>{t('The club is shown as the host, and its owners and officers can manage the event.')}</p>}
    </div>
  );
}
