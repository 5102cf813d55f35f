import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { EventClub } from '../../../../shared/schemas/clubs.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import fields from '../../../components/form.module.css';
import { acceptCohosting, fetchEventClubs, fetchHostsEvent, fetchManagedClubSlugs, inviteClub, removeClub } from '../api/club-events-api.ts';
import styles from './club-events.module.css';

const keys = {
  clubs: (eventId: string) => ['event-clubs', eventId] as const,
  hosts: (eventId: string) => ['event-clubs', eventId, 'hosts'] as const,
  managed: ['event-clubs', 'managed'] as const,
};

/**
 * Clubs (decision 081) on an event's page, for those it concerns: its hosts invite a club to co-host (by the club's
 * address) and remove one; an invited club's owners and officers accept co-hosting or decline. Nothing for others.
 */
export function EventClubsPanel({ eventId }: { eventId: string }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [slug, setSlug] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const clubs = useQuery({ queryKey: keys.clubs(eventId), queryFn: ({ signal }) => fetchEventClubs(eventId, signal) });
  const hosts = useQuery({ queryKey: keys.hosts(eventId), queryFn: ({ signal }) => fetchHostsEvent(eventId, signal) });
  const managed = useQuery({ queryKey: keys.managed, queryFn: ({ signal }) => fetchManagedClubSlugs(signal), staleTime: 60_000 });
  const change = useMutation({
    mutationFn: (run: () => Promise<EventClub[]>) => run(),
    onSuccess: (list, _run) => {
      queryClient.setQueryData(keys.clubs(eventId), list);
      // The event's answer carries its clubs: read it again.
      void queryClient.invalidateQueries();
    },
    onError: (error) => setSaid({ ok: false, text: error.message }),
  });

  const invitedToMe = (clubs.data ?? []).filter((c) => c.status === 'invited' && (managed.data ?? []).includes(c.slug));
  const cohosts = (clubs.data ?? []).filter((c) => c.role === 'cohost');
  if (!hosts.data && invitedToMe.length === 0) return null;

  function invite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const wanted = slug.trim().toLowerCase();
    if (!wanted) return;
    change.mutate(() => inviteClub(eventId, wanted), {
      onSuccess: () => {
        setSlug('');
        setSaid({ ok: true, text: t('Club invited: its owners and officers are told.') });
      },
    });
  }

  return (
    <Card className={styles.panel}>
    <section className={styles.section} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {t('Co-host clubs')}
      </h2>
      {invitedToMe.map((club) => (
        <div key={club.slug} className={styles.row}>
          <span>{t('{club} is invited to co-host this event.', { club: club.name })}</span>
          <span>
            <Button
              variant="primary"
              busy={change.isPending}
              onClick={() => change.mutate(() => acceptCohosting(eventId, club.slug), { onSuccess: () => setSaid({ ok: true, text: t('You now co-host this event as {club}.', { club: club.name }) }) })}
            >
              {t('Accept co-hosting')}
            </Button>{' '}
            <Button variant="secondary" onClick={() => change.mutate(() => removeClub(eventId, club.slug))}>
              {t('Decline')}
            </Button>
          </span>
        </div>
      ))}
      {hosts.data && (
        <>
          {cohosts.length > 0 && (
            <ul className={styles.list}>
              {cohosts.map((club) => (
                <li key={club.slug} className={styles.row}>
                  <span>
                    {club.name} {club.status === 'invited' ? `(${t('invited')})` : ''}
                  </span>
                  <Button variant="secondary" onClick={() => change.mutate(() => removeClub(eventId, club.slug))}>
                    {t('Remove {club}', { club: club.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={invite} className={fields.field}>
            <label htmlFor={inputId} className={fields.label}>
              {t('Invite a club to co-host')}
            </label>
            <p className={fields.hint} id={`${inputId}-hint`}>
              {t('The club’s short address, as in /clubs/robotics.')}
            </p>
            <input id={inputId} className={fields.input} value={slug} onChange={(e) => setSlug(e.target.value)} aria-describedby={`${inputId}-hint`} />
            <Button type="submit" variant="secondary" busy={change.isPending}>
              {t('Invite')}
            </Button>
          </form>
        </>
      )}
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={styles.meta}>
          {said.text}
        </p>
      )}
    </section>
    </Card>
  );
}
