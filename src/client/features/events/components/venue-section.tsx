import { useId, useState } from 'react';
import { Navigation } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { directionsFromHere } from '../lib/directions.ts';
import styles from './event-detail.module.css';

/** SPEC §2 Venue: the address and GET DIRECTIONS, from the browser's position to the venue. */
export function VenueSection({ address }: { address: string }) {
  const showDialog = useDialog();
  const [locating, setLocating] = useState(false);
  const headingId = useId();

  const onDirections = async () => {
    setLocating(true);
    try {
      const url = await directionsFromHere(address);
      // A slow location prompt can outlast the click's permission to open a tab: then offer the link.
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      else {
        void showDialog({
          title: 'Directions',
          message: (
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open directions to {address}
            </a>
          ),
        });
      }
    } catch (error) {
      void showDialog({ title: 'Directions', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setLocating(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Venue
      </h2>
      <p>{address}</p>
      <div>
        <Button icon={<Navigation aria-hidden="true" size={16} />} busy={locating} onClick={() => void onDirections()}>
          GET DIRECTIONS
        </Button>
      </div>
    </section>
  );
}
