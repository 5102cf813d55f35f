import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { dismissInstall, install, listenForInstallOffer, useInstallOffer } from '../lib/install-prompt.ts';
import { hasOpenForm } from '../lib/open-form.ts';
import { applyUpdate, registerServiceWorker, useServiceWorkerUpdate } from '../lib/service-worker.ts';
import styles from './app-prompts.module.css';

/**
 * The installed app's prompts, at the bottom of the screen (decision 050): "A new version of Quad is ready" with
 * Reload, or else the offer to install Quad. Mounting it registers the service worker, after the first render.
 */
export function AppPrompts() {
  const update = useServiceWorkerUpdate();
  const offered = useInstallOffer();
  const [later, setLater] = useState(false);
  useEffect(() => {
    listenForInstallOffer();
    registerServiceWorker();
  }, []);

  if (update.waiting && !later) return <UpdatePrompt onLater={() => setLater(true)} />;
  if (offered) return <InstallPrompt />;
  return null;
}

function UpdatePrompt({ onLater }: { onLater: () => void }) {
  const showDialog = useDialog();
  const reload = async () => {
    // A form being filled in is not closed without asking.
    if (hasOpenForm()) {
      const confirmed = await showDialog({
        title: MESSAGES.updateFormOpenTitle,
        message: MESSAGES.updateFormOpen,
        confirmText: MESSAGES.updateFormOpenConfirm,
        cancelText: MESSAGES.updateFormOpenCancel,
        ask: true,
      });
      if (!confirmed) return;
    }
    applyUpdate();
  };
  return (
    <section aria-label={MESSAGES.updateReady} className={styles.prompt}>
      <RefreshCw aria-hidden="true" size={18} className={styles.icon} />
      <p role="status" className={styles.text}>
        {MESSAGES.updateReady}
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onLater}>
          {MESSAGES.updateLater}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void reload()}>
          {MESSAGES.updateReload}
        </Button>
      </div>
    </section>
  );
}

function InstallPrompt() {
  return (
    <section aria-label={MESSAGES.installTitle} className={styles.prompt}>
      <Download aria-hidden="true" size={18} className={styles.icon} />
      <div className={styles.text}>
        <h2 className={styles.title}>{MESSAGES.installTitle}</h2>
        <p className={styles.hint}>{MESSAGES.installHint}</p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={dismissInstall}>
          {MESSAGES.installDismiss}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void install()}>
          {MESSAGES.installAction}
        </Button>
      </div>
    </section>
  );
}
