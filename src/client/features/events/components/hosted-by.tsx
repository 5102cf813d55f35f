import { activeLocale, INTL_LOCALE, t } from '../../../../shared/i18n.ts';
import { useEventHosts } from '../hooks/use-event-hosts.ts';
import styles from './event-detail.module.css';

/** Names joined as the reader's language joins them ("Rahul and Meera"). */
export function joinNames(names: readonly string[]): string {
  const locale = activeLocale();
  return new Intl.ListFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], { style: 'long', type: 'conjunction' }).format(names);
}

/**
 * "Hosted by Asha", or "Hosted by Asha with Rahul and Meera" (decision 071); nothing until the server answers. When a
 * club hosts the event (decision 081), the club is named as its host and the person as who posted it.
 */
export function hostedByText(host: string, cohosts: readonly string[], clubHosted = false): string {
  if (clubHosted) {
    return cohosts.length === 0 ? t('Posted by {host}', { host }) : t('Posted by {host} with {cohosts}', { host, cohosts: joinNames(cohosts) });
  }
  return cohosts.length === 0 ? t('Hosted by {host}', { host }) : t('Hosted by {host} with {cohosts}', { host, cohosts: joinNames(cohosts) });
}

export function HostedBy({ eventId, viewerId, clubHosted = false }: { eventId: string; viewerId: string | null; clubHosted?: boolean }) {
  const hosts = useEventHosts(eventId, viewerId);
  if (!hosts.data) return null;
  return <p className={styles.hostedBy}>{hostedByText(hosts.data.host, hosts.data.cohosts, clubHosted)}</p>;
}
