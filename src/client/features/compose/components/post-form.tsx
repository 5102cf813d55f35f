import { useId } from 'react';
import type { FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { isEventType, POST_TYPE_LABELS } from '../../../../shared/vocabulary.ts';
import type { Post } from '../../../../shared/schemas/posts.ts';
import { Button } from '../../../components/button.tsx';
import { useSubmitPost } from '../hooks/use-submit-post.ts';
import type { PostFormControl } from '../hooks/use-post-form.ts';
import { AnonymousChoice } from './anonymous-choice.tsx';
import { PostAsChoice } from './post-as-choice.tsx';
import { BasicsSection } from './basics-section.tsx';
import { EventDetailsSection } from './event-details-section.tsx';
import { ImagesSection } from './images-section.tsx';
import fields from '../../../components/form.module.css';
import styles from './post-form.module.css';
import { RegistrationSection } from './registration-section.tsx';
import { TicketsDatesSection } from './tickets-dates-section.tsx';
import { TypePicker } from './type-picker.tsx';

export interface PostFormProps {
  /** The post being edited; absent for a new post. */
  post?: Post | undefined;
  isAdmin: boolean;
  /** The form's state (usePostForm), held by the modal so that closing it can ask first. */
  control: Pick<PostFormControl, 'form' | 'update' | 'setType'>;
  onCancel: () => void;
  onSaved: (post: Post) => void;
}

/** SPEC §4/§5: the post form, its sections by type, and its submit with upload progress. */
export function PostForm({ post, isAdmin, control, onCancel, onSaved }: PostFormProps) {
  const idPrefix = useId();
  const { form, update, setType } = control;
  const { busy, progress, submit } = useSubmitPost(post, onSaved);

  const event = isEventType(form.type);
  const sendsBack = Boolean(post && !isAdmin && event && post.status === 'approved');
  const percent = progress === null ? 0 : Math.round(progress * 100);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void submit(form);
  }

  return (
    <form className={styles.form} noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
      {post ? (
        <p className={styles.typeBadge}>{t(POST_TYPE_LABELS[post.type])}</p>
      ) : (
        <TypePicker
          idPrefix={idPrefix}
          value={form.type}
          isAdmin={isAdmin}
          onChange={(type) => void setType(type)}
        />
      )}
      {sendsBack && (
        <p className={styles.note} role="note">
          {t('Saving sends this event back for approval.')}
        </p>
      )}

      <BasicsSection idPrefix={idPrefix} form={form} update={update} />
      {form.type === 'confession' && <AnonymousChoice idPrefix={idPrefix} form={form} update={update} editing={Boolean(post)} />}
      {event && <PostAsChoice idPrefix={idPrefix} form={form} update={update} post={post} />}
      {event && <EventDetailsSection idPrefix={idPrefix} form={form} update={update} />}
      {form.type === 'culturalEvent' && <TicketsDatesSection idPrefix={idPrefix} form={form} update={update} />}
      {event && <RegistrationSection idPrefix={idPrefix} form={form} update={update} />}
      <ImagesSection idPrefix={idPrefix} form={form} update={update} />

      {progress !== null && (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={t('Uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={styles.progressTrack}
          >
            <div className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <span className={fields.hint}>{percent < 100 ? t('Uploading… {percent}%', { percent }) : t('Saving…')}</span>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} disabled={busy}>
          {post ? t('Save changes') : event && !isAdmin ? t('Submit for approval') : t('Publish')}
        </Button>
      </div>
    </form>
  );
}
