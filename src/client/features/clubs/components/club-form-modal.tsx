import { useState } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { Modal } from '../../../components/modal.tsx';
import { failureMessage } from '../../../lib/failures.ts';
import type { Club } from '../api/club-wire.ts';
import { useCreateClub, useUpdateClub } from '../hooks/use-club-actions.ts';
import { clubFieldsOf, clubFormOf, clubInputOf, emptyClubForm, type ClubFormState } from '../lib/club-form.ts';
import { ClubForm } from './club-form.tsx';

export interface ClubFormModalProps {
  /** The club to edit; none to ask for a new one. */
  club?: Club;
  onClose: () => void;
  /** The club as the server answered it (a new club waits for approval; an edit may too). */
  onSaved: (club: Club) => void;
}

/** "Ask for a club" or "Edit club", in a modal; the server's message stays in the form on failure. */
export function ClubFormModal({ club, onClose, onSaved }: ClubFormModalProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateClub(setProgress);
  const edit = useUpdateClub(club?.slug ?? '', setProgress);
  const mutation = club ? edit : create;
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (form: ClubFormState) => {
    setServerError(null);
    setProgress(0);
    const done = {
      onSuccess: (saved: Club) => onSaved(saved),
      onError: (error: unknown) => setServerError(failureMessage(error)),
      onSettled: () => setProgress(null),
    };
    if (club) edit.mutate(clubFieldsOf(form), done);
    else create.mutate(clubInputOf(form), done);
  };

  return (
    <Modal open onClose={onClose} title={club ? t('Edit club') : t('Ask for a club')} size="lg">
      <ClubForm
        initial={club ? clubFormOf(club) : emptyClubForm()}
        creating={!club}
        busy={mutation.isPending}
        progress={progress}
        serverError={serverError}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Modal>
  );
}
