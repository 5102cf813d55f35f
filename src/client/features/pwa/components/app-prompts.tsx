import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
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
        title: t(MESSAGES.updateFormOpenTitle),
        message: t(MESSAGES.updateFormOpen),
        confirmText: t(MESSAGES.updateFormOpenConfirm),
        cancelText: t(MESSAGES.updateFormOpenCancel),
        ask: true,
      });
      if (!confirmed) return;
    }
    applyUpdate();
  };
  return (
    <section aria-label={t(MESSAGES.updateReady)} className={styles.prompt}>
      <RefreshCw aria-hidden="true" size={18} className={styles.icon} />
      <p role="status" className={styles.text}>
        {t(MESSAGES.updateReady)}
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={onLater}>
          {t(MESSAGES.updateLater)}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void reload()}>
          {t(MESSAGES.updateReload)}
        </Button>
      </div>
    </section>
  );
}

function InstallPrompt() {
  return (
    <section aria-label={t(MESSAGES.installTitle)} className={styles.prompt}>
      <Download aria-hidden="true" size={18} className={styles.icon} />
      <div className={styles.text}>
        <h2 className={styles.title}>{t(MESSAGES.installTitle)}</h2>
        <p className={styles.hint}>{t(MESSAGES.installHint)}</p>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" onClick={dismissInstall}>
          {t(MESSAGES.installDismiss)}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void install()}>
          {t(MESSAGES.installAction)}
        </Button>
      </div>
    </section>
  );
}
