import { useState } from 'react';
import { Download } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDownloadMyData } from '../hooks/use-account.ts';
import styles from './your-account.module.css';

/** "Download your data" (decision 047): the JSON file of everything Quad holds about the student. */
export function DownloadYourData() {
  const download = useDownloadMyData();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <p className={styles.meta}>{t(MESSAGES.downloadYourDataHint)}</p>
      <Button
        icon={<Download aria-hidden="true" size={16} />}
        busy={download.isPending}
        onClick={() => {
          setError(null);
          download.mutate(undefined, {
            onSuccess: ({ blob, filename }) => saveFile(blob, filename),
            onError: (caught) => setError(errorMessage(caught)),
          });
        }}
      >
        {t(MESSAGES.downloadYourData)}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
