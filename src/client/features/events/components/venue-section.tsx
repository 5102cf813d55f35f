import { useId, useState } from 'react';
import { Navigation } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { serverText } from '../../../lib/api-client.ts';
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
          title: t('Directions'),
          message: (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t('Open directions to {address}', { address })}
            </a>
          ),
        });
      }
    } catch (error) {
      void showDialog({ title: t('Directions'), message: serverText(error instanceof Error ? error.message : String(error)) });
    } finally {
      setLocating(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('Venue')}
      </h2>
      <p>{address}</p>
      <div>
        <Button icon={<Navigation aria-hidden="true" size={16} />} busy={locating} onClick={() => void onDirections()}>
          {t('GET DIRECTIONS')}
        </Button>
      </div>
    </section>
  );
}
