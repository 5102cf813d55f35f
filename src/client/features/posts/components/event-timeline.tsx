import { t } from '../../../../shared/i18n.ts';
import type { ReactNode } from 'react';
import type { FeedView, PostType } from '../../../../shared/schemas/posts.ts';
import { viewerTimeZone } from '../../../lib/dates.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useFeed } from '../hooks/use-feed.ts';
import { groupUpcoming } from '../lib/event-groups.ts';
import { PostList } from './post-list.tsx';
import type { PostInteractions } from './post-interactions.ts';

export interface EventTimelineProps {
  types: readonly PostType[];
  search: string;
  /** A name for the lists ("Events"), for people using a screen reader, in the reader's language. */
  label: string;
  /** What the screen says with no upcoming events but past ones. */
  noUpcomingText: string;
  /** What the screen says with no events at all. */
  emptyText: string;
  noResultsText: string;
  interactions: PostInteractions;
  /** The Following view (decision 081): only the clubs the student follows and their registrations. */
  view?: FeedView | undefined;
  /** What an empty timeline offers (the Following view's way to find clubs). */
  emptyAction?: ReactNode;
}

/**
 * Events by date (decision 029): the upcoming ones soonest first under Today / This week / Later, then a Past
 * section, most recent first, when there is anything past. Each list pages on its own.
 */
export function EventTimeline({ types, search, label, noUpcomingText, emptyText, noResultsText, interactions, view, emptyAction }: EventTimelineProps) {
  // The same query as the Past list below (same key: one request): whether anything is past at all.
  const q = useDebouncedValue(search.trim(), 250);
  const past = useFeed({ types, q, when: 'past', tz: viewerTimeZone(), ...(view ? { view } : {}) });
  const nothingPast = past.data !== undefined && past.data.pages.every((page) => page.posts.length === 0);
  const common = { types, search, noResultsText, interactions, headingLevel: 3 as const, view };
  return (
    <>
      <PostList
        {...common}
        when="upcoming"
        label={t('Upcoming {list}', { list: label.toLowerCase() })}
        groups={groupUpcoming}
        emptyText={nothingPast ? emptyText : noUpcomingText}
        emptyAction={nothingPast ? emptyAction : undefined}
        showEnd={false}
      />
      <PostList
        {...common}
        when="past"
        label={t('Past {list}', { list: label.toLowerCase() })}
        heading={t('Past')}
        emptyText=""
        hideWhenEmpty
        // A new event is offered once, above the upcoming ones.
        announceNew={false}
      />
    </>
  );
}
