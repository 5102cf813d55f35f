import { PageHeader } from '../../components/page-header.tsx';
import { RecentConsights } from '../../features/posts/components/sidebar-widgets.tsx';
import type { ScreenProps } from '../screen-state.ts';
import { Feed } from './feed-screen.tsx';

export function ConsightsScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader title="Consights" eyebrow="Say it here" description="Confessions and thoughts from your campus." />
      <Feed types={['confession']} search={search} label="Consights" />
    </>
  );
}

export function ConsightsSidebar() {
  return <RecentConsights />;
}
