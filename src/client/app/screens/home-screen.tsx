import { t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { PostType } from '../../../shared/schemas/posts.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { NewsHighlights } from '../../features/posts/components/news-highlights.tsx';
import { PostList } from '../../features/posts/components/post-list.tsx';
import type { ScreenProps } from '../paths.ts';
import styles from './screens.module.css';
import { usePostInteractions } from './use-post-interactions.ts';

/** SPEC §2: Home shows every post that is neither news nor a cultural event. */
export const HOME_TYPES: readonly PostType[] = ['confession', 'event'];

/** The Home feed, also shown under a single post (SPEC §2). */
export function HomeFeed({ search, excludeId, headingLevel }: ScreenProps & { excludeId?: string; headingLevel?: 2 | 3 }) {
  const interactions = usePostInteractions();
  return (
    <PostList
      types={HOME_TYPES}
      search={search}
      label={t('Home feed')}
      emptyText={t(MESSAGES.noPostsYet)}
      noResultsText={t(MESSAGES.noSearchResults)}
      interactions={interactions}
      excludeId={excludeId}
      headingLevel={headingLevel}
    />
  );
}

export function HomeScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader title={t('Home')} eyebrow={t('Your campus')} description={t('News, Consights and events from around campus.')} />
      <NewsHighlights search={search} />
      <hr className={styles.divider} />
      <HomeFeed search={search} />
    </>
  );
}
