import { useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { HelpModal } from './help-modal.tsx';
import styles from './help.module.css';

/** SPEC §2: the Notifications sidebar's Help widget. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('Need help?')} icon={<LifeBuoy aria-hidden="true" size={18} />}>
      <p className={styles.widgetText}>{t('Questions about Quad, your account or a post? Our team is a message away.')}</p>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {t('Help & Support')}
      </Button>
      <HelpModal open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
