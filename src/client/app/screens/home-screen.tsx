import { House, TrendingUp } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { ComingSoonCard, ComingSoonWidget } from './coming-soon.tsx';

export function HomeScreen() {
  return (
    <>
      <PageHeader title="Home" eyebrow="Your campus" description="News, Consights and events from around campus." />
      <ComingSoonCard icon={<House aria-hidden="true" size={26} />} />
    </>
  );
}

export function HomeSidebar() {
  return <ComingSoonWidget title="Popular Posts" icon={<TrendingUp aria-hidden="true" size={18} />} />;
}
