import { useState } from 'react';
import { X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import { resizeImage } from '../lib/resize-image.ts';
import type { SectionProps } from './basics-section.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import media from './media.module.css';

/** SPEC §5: up to 4 pictures, each resized in the browser before it is sent. */
export function ImagesSection({ idPrefix, form, update }: SectionProps) {
  const showDialog = useDialog();
  const [preparing, setPreparing] = useState(0);
  const inputId = `${idPrefix}-images`;
  const images = form.images;

  async function onPick(files: File[]) {
    if (files.length === 0) return;
    const room = LIMITS.imagesPerPost - images.length - preparing;
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length) {
      void showDialog({ title: t(MESSAGES.inputRequiredTitle), message: t(MESSAGES.tooManyImages) });
    }
    if (accepted.length === 0) return;
    setPreparing((n) => n + accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => resizeImage(file)));
    setPreparing((n) => n - accepted.length);
    const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (urls.length < results.length) {
      void showDialog({ title: t(MESSAGES.inputRequiredTitle), message: t(MESSAGES.invalidImage) });
    }
    update((current) => {
      const images = [...current.images, ...urls].slice(0, LIMITS.imagesPerPost);
      return { images, imageDescriptions: images.map((_, i) => current.imageDescriptions[i] ?? '') };
    });
  }

  return (
    <div className={media.images}>
      <FilePicker
        id={inputId}
        label={t('Images (Max {max})', { max: LIMITS.imagesPerPost })}
        buttonText={t('Choose pictures')}
        multiple
        hasFile={images.length > 0}
        storedText={t('{count, plural, one {# picture added} other {# pictures added}}', { count: images.length })}
        busy={preparing > 0}
        hint={
          preparing > 0
            ? t('{count, plural, one {Preparing a picture…} other {Preparing # pictures…}}', { count: preparing })
            : t('JPEG, PNG or WebP. {count} of {max} added.', { count: images.length, max: LIMITS.imagesPerPost })
        }
        onFiles={(files) => void onPick(files)}
      />
      {images.length > 0 && (
        <ul className={media.pictures} aria-label={t('Selected images')}>
          {images.map((src, index) => (
            <li key={`${index}-${src.slice(-24)}`} className={media.picture}>
              <div className={media.thumb}>
              <img src={src} alt={form.imageDescriptions[index] || t('Image {n} of {count}', { n: index + 1, count: images.length })} className={media.thumbImage} />
              <Button
                variant="ghost"
                iconOnly
                size="sm"
                className={media.thumbRemove}
                aria-label={t('Remove image {n}', { n: index + 1 })}
                icon={<X aria-hidden="true" size={16} />}
                onClick={() =>
                  update((current) => ({
                    images: current.images.filter((_, i) => i !== index),
                    imageDescriptions: current.images.flatMap((_, i) => (i === index ? [] : [current.imageDescriptions[i] ?? ''])),
                  }))
                }
              />
              </div>
              <div className={media.describeBox}>
              <label className={media.describeLabel} htmlFor={`${inputId}-description-${index}`}>
                {t(MESSAGES.imageDescriptionLabel)}
                <span className={media.describeHint}> ({index + 1})</span>
              </label>
              <textarea
                id={`${inputId}-description-${index}`}
                className={media.describe}
                rows={2}
                maxLength={LIMITS.imageDescriptionMax}
                value={form.imageDescriptions[index] ?? ''}
                placeholder={t(MESSAGES.imageDescriptionHint)}
                onChange={(e) => {
                  const value = e.target.value;
                  update((current) => ({ imageDescriptions: current.images.map((_, i) => (i === index ? value : (current.imageDescriptions[i] ?? ''))) }));
                }}
              />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
