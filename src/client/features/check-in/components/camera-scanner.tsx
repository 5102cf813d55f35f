import { useId } from 'react';
import { Camera, CameraOff } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useCameraScanner } from '../hooks/use-camera-scanner.ts';
import styles from './camera-scanner.module.css';

/** Scanning tickets with the camera: start and stop, the preview, and what the camera is doing, in words. */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const id = useId();
  const { videoRef, state, start, stop } = useCameraScanner(onCode);
  const running = state.kind === 'on' || state.kind === 'starting';
  return (
    <section className={styles.scanner} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(MESSAGES.cameraHeading)}
        </h2>
        {running ? (
          <Button variant="secondary" icon={<CameraOff aria-hidden="true" size={18} />} onClick={stop}>
            {t(MESSAGES.stopCamera)}
          </Button>
        ) : (
          <Button variant="primary" icon={<Camera aria-hidden="true" size={18} />} onClick={() => void start()}>
            {t(MESSAGES.startCamera)}
          </Button>
        )}
      </div>
      <video ref={videoRef} className={styles.preview} hidden={!running} muted playsInline aria-label={t(MESSAGES.cameraPreview)} />
      <p className={styles.state} data-failed={state.kind === 'failed' || undefined} role={state.kind === 'failed' ? 'alert' : undefined}>
        {state.kind === 'starting'
          ? t(MESSAGES.cameraStarting)
          : state.kind === 'on'
            ? t(MESSAGES.cameraScanning)
            : state.kind === 'failed'
              ? t(state.message)
              : null}
      </p>
    </section>
  );
}
