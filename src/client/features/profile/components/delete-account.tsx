import { type FormEvent, useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { DeletionPreview, PostsChoice } from '../../../../shared/schemas/account-deletion.ts';
import { Button } from '../../../components/button.tsx';
import { Choice, Field } from '../../../components/form-controls.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteAccount, useDeletionPreview } from '../hooks/use-account-deletion.ts';
import styles from './your-account.module.css';

export interface DeleteAccountProps {
  userId: string;
  /** Signs this tab out once the account is gone (the app passes the session's logout). */
  onDeleted: () => void;
}

/** The Profile screen's "Delete account" (decision 048): tells what will happen, asks for proof, then deletes. */
export function DeleteAccount({ userId, onDeleted }: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.stack}>
      <p className={styles.meta}>{t(MESSAGES.deleteAccountHint)}</p>
      <Button variant="danger" icon={<Trash2 aria-hidden="true" size={16} />} onClick={() => setOpen(true)}>
        {t(MESSAGES.deleteAccountButton)}
      </Button>
      {open && <DeleteAccountModal userId={userId} onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </div>
  );
}

function consequences(preview: DeletionPreview, keep: boolean): string[] {
  return [
    MESSAGES.deletionConsights(preview.consights, keep),
    MESSAGES.deletionEvents(preview.events),
    MESSAGES.deletionOtherPosts(preview.otherPosts),
    MESSAGES.deletionRegistrations(preview.registrations),
    MESSAGES.deletionRest(preview.comments, preview.likes),
  ];
}

function DeleteAccountModal({ userId, onClose, onDeleted }: DeleteAccountProps & { onClose: () => void }) {
  const toast = useToast();
  const preview = useDeletionPreview(userId, true);
  const [posts, setPosts] = useState<PostsChoice>('remove');
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount(() => {
    toast(t(MESSAGES.accountDeleted));
    onDeleted();
  });
  const proofId = useId();
  const describedBy = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!preview.data || remove.isPending) return;
    setError(null);
    const input = preview.data.hasPassword ? { posts, password: proof } : { posts, email: proof };
    remove.mutate(input, { onError: (caught) => setError(errorMessage(caught)) });
  }

  return (
    <Modal open onClose={onClose} title={t(MESSAGES.deleteAccountTitle)} role="alertdialog" describedBy={describedBy} size="sm">
      <form onSubmit={onSubmit} className={styles.stack} noValidate>
        <div id={describedBy}>
          <p>{t(MESSAGES.deleteAccountHint)}</p>
          {preview.isError && <p role="alert">{errorMessage(preview.error)}</p>}
          {preview.data && (
            <ul aria-label={t('What will happen')}>
              {consequences(preview.data, posts === 'keep-anonymous').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <Choice<PostsChoice>
          name="deletion-posts"
          legend={t(MESSAGES.deleteAccountPostsChoice)}
          value={posts}
          onValue={setPosts}
          options={[
            { value: 'remove', label: t(MESSAGES.deleteAccountRemovePosts) },
            { value: 'keep-anonymous', label: t(MESSAGES.deleteAccountKeepAnonymous) },
          ]}
        />
        {preview.data && (
          <Field
            id={proofId}
            label={preview.data.hasPassword ? t('Password') : t(MESSAGES.deleteAccountEmailLabel)}
            type={preview.data.hasPassword ? 'password' : 'email'}
            autoComplete={preview.data.hasPassword ? 'current-password' : 'off'}
            value={proof}
            onValue={setProof}
            required
          />
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.row}>
          <Button type="button" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending} disabled={!preview.data}>
            {t(MESSAGES.deleteAccountConfirm)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
