import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** The main-column placeholder of a screen that is not built yet. */
export function ComingSoonCard({ icon }: { icon?: ReactNode }) {
  return (
    <Card>
      <EmptyState icon={icon ?? <Sparkles aria-hidden="true" size={26} />} text={MESSAGES.comingSoon} />
    </Card>
  );
}

/** A titled sidebar widget that is not built yet. */
export function ComingSoonWidget({ title, icon }: { title: string; icon: ReactNode }) {
  return (
    <Card title={title} icon={icon}>
      <EmptyState compact text={MESSAGES.comingSoon} />
    </Card>
  );
}
