import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { CircleCheck, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../../../shared/i18n.ts';
import type { EventTime, FeedView, Post, PostType } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { viewerTimeZone } from '../../../lib/dates.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { prefersReducedMotion } from '../../../lib/motion.ts';
import type { FeedFilter, FeedPage } from '../api/posts-api.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { feedKey, useFeed } from '../hooks/use-feed.ts';
import { useNewPosts } from '../hooks/use-new-posts.ts';
import { NewPostsPill } from './new-posts-pill.tsx';
import { PostCard } from './post-card.tsx';
import type { PostInteractions } from './post-interactions.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import styles from './post-list.module.css';

export interface PostListProps {
  types: readonly PostType[];
  /** The header search text as typed; it is sent as `q` once it has settled (~250 ms). */
  search: string;
  /** What an empty feed says. */
  emptyText: string;
  /** What a search without results says. */
  noResultsText: string;
  interactions: PostInteractions;
  /** A name for the list, for people using a screen reader. */
  label: string;
  headingLevel?: 2 | 3;
  /** Hide this post (it is already shown above the list). */
  excludeId?: string | undefined;
  /** Only this author's posts (the profile). */
  authorId?: string | undefined;
  /** What else to show on a card (the host's registrations on their own events). */
  renderExtra?: ((post: Post) => ReactNode) | undefined;
  /** What an empty list shows instead of its text (the profile's first-post prompt). */
  emptyAction?: ReactNode;
  /** Events by date (upcoming soonest first, past most recent first) instead of newest first. */
  when?: EventTime | undefined;
  /** The Following view (decision 081): only the clubs the student follows and their registrations. */
  view?: FeedView | undefined;
  /** Shows the posts under headings (the upcoming events' Today / This week / Later), in the list's order. */
  groups?: ((posts: readonly Post[]) => ReadonlyArray<{ key: string; title: string; posts: readonly Post[] }>) | undefined;
  /** A heading over the whole list (a section of a screen); shown only with posts when `hideWhenEmpty`. */
  heading?: string | undefined;
  /** An empty list shows nothing at all (a section that has nothing to say). */
  hideWhenEmpty?: boolean | undefined;
  /** Whether the end of the list says "You're all caught up." (not when another list follows). */
  showEnd?: boolean | undefined;
  /**
   * Whether posts published since the list loaded are offered at its top ("N new posts"), never inserted while
   * someone reads. Not under a search or for one author's posts, whose new posts the stream cannot tell apart.
   */
  announceNew?: boolean | undefined;
  /**
   * Under a searched list, or in its empty state: what the same search finds beyond this list (search
   * everywhere's "Also: 1 in Cultural Events", composed by the app). Given the settled search text.
   */
  searchSummary?: ((q: string) => ReactNode) | undefined;
}

/** A feed, newest first, that loads the next page as its end scrolls into view (or on "Load more"). */
export function PostList({
  types,
  search,
  emptyText,
  noResultsText,
  interactions,
  label,
  headingLevel,
  excludeId,
  authorId,
  renderExtra,
  emptyAction,
  when,
  view,
  groups,
  heading,
  hideWhenEmpty = false,
  showEnd = true,
  announceNew = true,
  searchSummary,
}: PostListProps) {
  const q = useDebouncedValue(search.trim(), 250);
  const filter: FeedFilter = { types, q, ...(authorId ? { authorId } : {}), ...(when ? { when, tz: viewerTimeZone() } : {}), ...(view ? { view } : {}) };
  const feed = useFeed(filter);
  const queryClient = useQueryClient();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, error } = feed;
  // A page of cards is rendered in the background: React can split that work across frames and put it aside
  // for input, so it never blocks the page in one long task. Until it is ready the skeletons (or the cards
  // already shown) stay.
  const data = useDeferredValue(feed.data);

  // `data` too: the sentinel is rendered with the cards, in the deferred render, after the feed's state moved.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const listed = useMemo(() => feed.data?.pages.flatMap((page) => page.posts.map((post) => post._id)) ?? [], [feed.data]);
  const fresh = useNewPosts(types, listed, announceNew && !q && !authorId && !view && feed.data !== undefined);
  // The new posts: the first page is read again (the later ones are dropped) and the reader taken to the top.
  const showNew = () => {
    fresh.forget();
    queryClient.setQueryData<InfiniteData<FeedPage, string>>(feedKey(filter), (current) =>
      current && current.pages.length > 1
        ? { pages: current.pages.slice(0, 1), pageParams: current.pageParams.slice(0, 1) }
        : current,
    );
    void feed.refetch();
    const top = topRef.current;
    if (!top) return;
    if (typeof top.scrollIntoView === 'function') {
      top.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    // The button goes away: focus moves to the list, where the new posts arrive.
    (top.querySelector<HTMLElement>('ul') ?? top).focus({ preventScroll: true });
  };
  const pill = <NewPostsPill count={fresh.ids.length} onShow={showNew} />;
  // The reader's own post, just published, arrives at the top: the reader is taken there to see it.
  const firstPost = feed.data?.pages[0]?.posts[0];
  const seenFirst = useRef<string | null>(null);
  useEffect(() => {
    if (!firstPost) return;
    const previous = seenFirst.current;
    seenFirst.current = firstPost._id;
    if (previous === null || previous === firstPost._id || !firstPost.postedByMe) return;
    const top = topRef.current;
    if (top && typeof top.scrollIntoView === 'function' && top.getBoundingClientRect().top < 0) {
      top.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [firstPost]);

  if (feed.isPending || (feed.data && !data)) {
    return (
      <div aria-busy="true" aria-label={t('Loading {list}', { list: label })} className={styles.list} role="status">
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }

  if (!data) {
    return (
      <div role="alert" className={styles.panel}>
        <EmptyState
          title={t('Could not load posts')}
          text={errorMessage(error)}
          action={
            <Button variant="secondary" icon={<RotateCw aria-hidden="true" size={16} />} onClick={() => void feed.refetch()}>
              {t('Retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const posts = data.pages.flatMap((page) => page.posts).filter((post) => post._id !== excludeId);
  if (posts.length === 0) {
    if (hideWhenEmpty) return null;
    return (
      <div ref={topRef} tabIndex={-1} className={styles.feed}>
        {pill}
        {heading && <h2 className={styles.heading}>{heading}</h2>}
        <div className={styles.panel}>
          <EmptyState text={q ? noResultsText : emptyText} action={q ? undefined : emptyAction} />
          {q && searchSummary?.(q)}
        </div>
      </div>
    );
  }

  const busy = isFetchingNextPage || undefined;
  const cards = (list: readonly Post[]) =>
    list.map((post) => (
      <li key={post._id}>
        <PostCard post={post} interactions={interactions} headingLevel={headingLevel} extra={renderExtra?.(post)} />
      </li>
    ));

  return (
    <div ref={topRef} tabIndex={-1} className={styles.feed}>
      {pill}
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      {groups ? (
        groups(posts).map((group) => (
          <section key={group.key} className={styles.feed}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul aria-label={t('{list}: {group}', { list: label, group: group.title })} aria-busy={busy} tabIndex={-1} className={styles.list}>
              {cards(group.posts)}
            </ul>
          </section>
        ))
      ) : (
        <ul aria-label={label} aria-busy={busy} tabIndex={-1} className={styles.list}>
          {cards(posts)}
        </ul>
      )}
      {q && !hasNextPage && searchSummary?.(q)}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <div aria-busy="true" role="status" aria-label={t('Loading more posts')} className={styles.list}>
          <PostCardSkeleton />
        </div>
      )}
      {isFetchNextPageError && (
        <p role="alert" className={styles.end}>
          {errorMessage(error)}
        </p>
      )}
      {hasNextPage && !isFetchingNextPage && (
        <Button variant="secondary" block onClick={() => void fetchNextPage()}>
          {isFetchNextPageError ? t('Retry') : t('Load more')}
        </Button>
      )}
      {!hasNextPage && showEnd && (
        <p className={styles.end}>
          <CircleCheck aria-hidden="true" size={16} />
          {t("You're all caught up.")}
        </p>
      )}
    </div>
  );
}
