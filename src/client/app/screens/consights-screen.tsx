import { MessageSquareHeart, MessagesSquare } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { ComingSoonCard, ComingSoonWidget } from './coming-soon.tsx';

export function ConsightsScreen() {
  return (
    <>
      <PageHeader title="Consights" eyebrow="Say it here" description="Confessions and thoughts from your campus." />
      <ComingSoonCard icon={<MessageSquareHeart aria-hidden="true" size={26} />} />
    </>
  );
}

export function ConsightsSidebar() {
  return <ComingSoonWidget title="Recent Consights" icon={<MessagesSquare aria-hidden="true" size={18} />} />;
}
