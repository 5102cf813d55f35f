import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PREDEFINED_AVATARS } from '../../../../shared/vocabulary.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Modal } from '../../../components/modal.tsx';
import { avatarFailure, useUpdateAvatar } from '../hooks/use-profile.ts';
import styles from './avatar-modal.module.css';
import { readAsDataUrl } from '../../../lib/read-file.ts';

/** Each predefined avatar's name, said in the reader's language. */
const AVATAR_NAMES: Record<(typeof PREDEFINED_AVATARS)[number], () => string> = {
  '/avatars/banyan.svg': () => t('Banyan tree'),
  '/avatars/comet.svg': () => t('Comet'),
};

interface AvatarModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved avatar, to update the session. */
  onSaved: (avatar: string) => void;
}

/** SPEC §2, §5: Edit Profile Image: one of two predefined avatars, or an uploaded picture of 2MB at most. */
export function AvatarModal({ open, onClose, onSaved }: AvatarModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t('Edit Profile Image')} size="sm">
      <AvatarForm onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function AvatarForm({ onClose, onSaved }: Omit<AvatarModalProps, 'open'>) {
  const [choice, setChoice] = useState<string | null>(null);
  const [upload, setUpload] = useState<string | null>(null);
  const [error, setError] = useState('');
  const fileId = useId();
  const save = useUpdateAvatar((avatar) => {
    onSaved(avatar);
    onClose();
  });

  // The picker has refused anything that is not a picture already.
  const onFile = async (file: File | undefined) => {
    setError('');
    if (!file) return;
    if (file.size > LIMITS.avatarMaxBytes) {
      setError(t(MESSAGES.avatarTooLarge));
      setUpload(null);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setUpload(dataUrl);
    setChoice(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const avatar = upload ?? choice;
    if (!avatar) {
      setError(t(MESSAGES.avatarRequired));
      return;
    }
    setError('');
    save.mutate(avatar, { onError: (failure) => setError(avatarFailure(failure)) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.choices}>
        <legend>{t('Pick an avatar')}</legend>
        {PREDEFINED_AVATARS.map((src) => (
          <label key={src} className={styles.choice}>
            <input
              type="radio"
              name="predefined-avatar"
              value={src}
              checked={choice === src}
              onChange={() => {
                setChoice(src);
                setUpload(null);
                setError('');
              }}
            />
            <span className={styles.tile}>
              <img src={src} alt="" width={80} height={80} />
              {AVATAR_NAMES[src]()}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.upload}>
        <FilePicker
          id={fileId}
          label={
            <>
              <strong>{t('Or upload a picture')}</strong> {t('(JPEG, PNG or WebP, up to 2MB)')}
            </>
          }
          buttonText={t('Choose a picture')}
          hasFile={upload !== null}
          onFiles={(files) => void onFile(files[0])}
        />
        {upload && (
          <p className={styles.preview}>
            <Avatar src={upload} size={56} /> {t('Your picture, cropped to a square when saved.')}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}
