import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/button.tsx';

export interface CheckInScreenProps {
  eventId: string;
  onBack: () => void;
}

/** The door of an event (decision 052): scanning tickets, by camera or by name, online or offline. */
export function CheckInScreen({ onBack }: CheckInScreenProps) {
  return (
    <section aria-label="Check-in">
      <Button variant="ghost" icon={<ArrowLeft aria-hidden="true" size={16} />} onClick={onBack}>
        Back
      </Button>
    </section>
  );
}
