import { SearchX } from 'lucide-react';
import { t } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { Card } from '../components/card.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PostCardSkeleton } from '../features/posts/components/post-card-skeleton.tsx';
import { PostCard } from '../features/posts/components/post-card.tsx';
import { useDocumentTitle } from './route-focus.ts';
import { usePost } from '../features/posts/hooks/use-sidebar-posts.ts';
import { HomeFeed } from './screens/home-screen.tsx';
import { usePostInteractions } from './screens/use-post-interactions.ts';
import styles from './single-post.module.css';

/**
 * SPEC §2's single post view at /posts/{id} (decision 075): the post above 'More Posts' (the Home feed), under
 * the post's title in the document's title. The address stays: a reload or a bookmark opens the post again.
 */
export function SinglePostView({ postId }: { postId: string }) {
  const post = usePost(postId);
  const interactions = usePostInteractions();
  useDocumentTitle(post.data?.title ?? t('Shared post'));

  return (
    <>
      <PageHeader title={post.data?.title ?? t('Shared post')} eyebrow="Quad" />
      <div className={styles.selected}>
        {post.isPending ? (
          <div aria-busy="true" role="status" aria-label={t('Loading the post')}>
            <PostCardSkeleton />
          </div>
        ) : post.isError ? (
          <Card>
            <EmptyState icon={<SearchX aria-hidden="true" size={26} />} text={t(MESSAGES.postMissing)} />
          </Card>
        ) : (
          <PostCard post={post.data} interactions={interactions} className={styles.highlight} />
        )}
      </div>
      <h2 className={styles.heading}>{t('More Posts')}</h2>
      <HomeFeed search="" excludeId={postId} headingLevel={3} />
    </>
  );
}
