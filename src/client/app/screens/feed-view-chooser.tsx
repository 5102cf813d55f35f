import { Users } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { FeedView } from '../../../shared/schemas/posts.ts';
import { t } from '../../../shared/i18n.ts';
import styles from './feed-view-chooser.module.css';

/** The view the address asks for (`?view=following`, decision 081); anything else is every event. */
export function useFeedView(): FeedView | undefined {
  const [params] = useSearchParams();
  return params.get('view') === 'following' ? 'following' : undefined;
}

/**
 * The Events screen's choice of view for a signed-in student: every event, or Following (the clubs they follow or
 * belong to, and their registrations). Kept in the address, so it is shared, bookmarked and restored by Back.
 */
export function FeedViewChooser({ view }: { view: FeedView | undefined }) {
  const { pathname, search } = useLocation();
  const to = (next: FeedView | undefined) => {
    const params = new URLSearchParams(search);
    if (next) params.set('view', next);
    else params.delete('view');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={t('Which events')} className={styles.chooser}>
      <Link to={to(undefined)} className={styles.option} aria-current={view ? undefined : 'page'}>
        {t('All events')}
      </Link>
      <Link to={to('following')} className={styles.option} aria-current={view === 'following' ? 'page' : undefined}>
        {t('Following')}
      </Link>
    </nav>
  );
}

/** The empty Following view's way on: the clubs directory. */
export function FindClubsLink() {
  return (
    <Link to="/clubs" className={styles.findClubs}>
      <Users aria-hidden="true" size={16} /> {t('Find clubs')}
    </Link>
  );
}
