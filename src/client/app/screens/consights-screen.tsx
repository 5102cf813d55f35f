import { t } from '../../../shared/i18n.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { RecentConsights } from '../../features/posts/components/sidebar-widgets.tsx';
import type { ScreenProps } from '../paths.ts';
import { Feed } from './feed-screen.tsx';

export function ConsightsScreen({ search }: ScreenProps) {
  return (
    <>
      <PageHeader title={t('Consights')} eyebrow={t('Say it here')} description={t('Confessions and thoughts from your campus.')} />
      <Feed types={['confession']} search={search} label={t('Consights')} />
    </>
  );
}

export function ConsightsSidebar() {
  return <RecentConsights />;
}
