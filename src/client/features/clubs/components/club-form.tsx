import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { CLUB_LIMITS, type JoinPolicy } from '../../../../shared/schemas/clubs.ts';
import { Button } from '../../../components/button.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import { Choice, Field } from '../../../components/form-controls.tsx';
import fields from '../../../components/form.module.css';
import { LimitedField } from '../../../components/limited-field.tsx';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { useClubCategories } from '../hooks/use-clubs.ts';
import { clubPath } from '../lib/club-paths.ts';
import { clubFormProblem, slugify, type ClubFormState } from '../lib/club-form.ts';
import { joinPolicyLabel } from '../lib/club-texts.ts';
import styles from './club-form.module.css';

export interface ClubFormProps {
  initial: ClubFormState;
  /** Asking for a club: its address is chosen here; editing: the address stays. */
  creating: boolean;
  busy: boolean;
  /** 0..1 while the request goes up, else null. */
  progress: number | null;
  /** The server's message, shown in the form. */
  serverError: string | null;
  onSubmit: (form: ClubFormState) => void;
  onCancel: () => void;
}

type PictureField = 'logo' | 'banner';

/** "Ask for a club" and "Edit club": the club's public fields, checked before they are sent. */
export function ClubForm({ initial, creating, busy, progress, serverError, onSubmit, onCancel }: ClubFormProps) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<Record<PictureField, string>>({ logo: '', banner: '' });
  const categories = useClubCategories();
  const update = (patch: Partial<ClubFormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    // The form's own message was about what it held: a change makes it stale (the next Send checks again).
    setProblem(null);
  };

  const choosePicture = async (field: PictureField, file: File) => {
    if (file.size > LIMITS.imageMaxBytes) {
      setPictureError((current) => ({ ...current, [field]: t('A picture may be at most {mb} MB.', { mb: LIMITS.imageMaxBytes / 1024 / 1024 }) }));
      return;
    }
    setPictureError((current) => ({ ...current, [field]: '' }));
    update({ [field]: await readAsDataUrl(file) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = clubFormProblem(form, creating);
    setProblem(found);
    if (!found) onSubmit(form);
  };

  const message = problem ?? serverError;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const joinOptions = (['open', 'approval', 'invite'] as const satisfies readonly JoinPolicy[]).map((value) => ({ value, label: joinPolicyLabel(value) }));
  return (
    <form noValidate className={styles.form} onSubmit={submit} aria-describedby={message ? `${id}-problem` : undefined}>
      {message && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {message}
        </p>
      )}
      <LimitedField
        id={`${id}-name`}
        label={t('Name')}
        value={form.name}
        maxLength={CLUB_LIMITS.nameMax}
        required
        autoFocusFirst
        onValue={(name) => update(form.slugEdited || !creating ? { name } : { name, slug: slugify(name) })}
      />
      {creating && (
        <Field
          id={`${id}-slug`}
          label={t('Address')}
          value={form.slug}
          required
          maxLength={CLUB_LIMITS.slugMax}
          autoCapitalize="none"
          spellCheck={false}
          onValue={(slug) => update({ slug: slug.toLowerCase(), slugEdited: true })}
          hint={
            <span aria-live="polite">
              {t("The club's page will be at {address}", { address: `${window.location.host}${clubPath(form.slug.trim() || '…')}` })}
            </span>
          }
        />
      )}
      <div className={fields.field}>
        <label htmlFor={`${id}-category`} className={`${fields.label} ${fields.required}`}>
          {t('Category')}
        </label>
        <select
          id={`${id}-category`}
          className={fields.input}
          value={form.category}
          required
          aria-required
          onChange={(event) => update({ category: event.target.value })}
        >
          <option value="">{t('Choose…')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <LimitedField
        id={`${id}-description`}
        label={t('Description')}
        value={form.description}
        maxLength={CLUB_LIMITS.descriptionMax}
        multiline
        required
        onValue={(description) => update({ description })}
      />
      <div className={styles.pictures}>
        {(['logo', 'banner'] as const).map((field) => (
          <div key={field} className={styles.picture}>
            <FilePicker
              id={`${id}-${field}`}
              label={field === 'logo' ? t('Logo') : t('Banner')}
              buttonText={form[field] ? t('Change picture') : t('Choose a picture')}
              hasFile={form[field] !== null}
              storedText={t('Picture added')}
              error={pictureError[field]}
              onFiles={([file]) => {
                if (file) void choosePicture(field, file);
              }}
            />
            {form[field] && (
              <div className={styles.preview}>
                <img src={form[field]} alt="" className={field === 'logo' ? styles.previewLogo : styles.previewBanner} />
                <Button size="sm" variant="ghost" onClick={() => update({ [field]: null })}>
                  {field === 'logo' ? t('Remove the logo') : t('Remove the banner')}
                </Button>
              </div>
            )}
          </div>
        ))}
      </div>
      <Field id={`${id}-email`} type="email" label={t('Contact email')} value={form.contactEmail} maxLength={254} autoComplete="email" onValue={(contactEmail) => update({ contactEmail })} />
      <Field id={`${id}-website`} type="url" label={t('Website')} value={form.website} maxLength={2000} placeholder={t('https://…')} onValue={(website) => update({ website })} />
      <Field id={`${id}-instagram`} type="url" label={t('Instagram')} value={form.instagram} maxLength={2000} placeholder={t('https://instagram.com/…')} onValue={(instagram) => update({ instagram })} />
      <Field id={`${id}-chat`} type="url" label={t('Chat group link')} value={form.chatLink} maxLength={2000} placeholder={t('https://…')} onValue={(chatLink) => update({ chatLink })} />
      <Choice name={`${id}-join`} legend={t('How to join')} value={form.joinPolicy} options={joinOptions} onValue={(joinPolicy) => update({ joinPolicy })} />
      {progress !== null && (
        <div className={styles.progress}>
          <div role="progressbar" aria-label={t('Uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={styles.progressTrack}>
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
          {creating ? t('Ask for the club') : t('Save changes')}
        </Button>
      </div>
    </form>
  );
}
