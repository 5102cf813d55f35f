import { useState } from 'react';
import { X } from 'lucide-react';
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
      void showDialog({ title: MESSAGES.inputRequiredTitle, message: MESSAGES.tooManyImages });
    }
    if (accepted.length === 0) return;
    setPreparing((n) => n + accepted.length);
    const results = await Promise.allSettled(accepted.map((file) => resizeImage(file)));
    setPreparing((n) => n - accepted.length);
    const urls = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (urls.length < results.length) {
      void showDialog({ title: MESSAGES.inputRequiredTitle, message: MESSAGES.invalidImage });
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
        label={`Images (Max ${LIMITS.imagesPerPost})`}
        buttonText="Choose pictures"
        multiple
        hasFile={images.length > 0}
        storedText={images.length === 1 ? '1 picture added' : `${images.length} pictures added`}
        busy={preparing > 0}
        hint={
          preparing > 0
            ? `Preparing ${preparing === 1 ? 'a picture' : `${preparing} pictures`}…`
            : `JPEG, PNG or WebP. ${images.length} of ${LIMITS.imagesPerPost} added.`
        }
        onFiles={(files) => void onPick(files)}
      />
      {images.length > 0 && (
        <ul className={media.pictures} aria-label="Selected images">
          {images.map((src, index) => (
            <li key={`${index}-${src.slice(-24)}`} className={media.picture}>
              <div className={media.thumb}>
              <img src={src} alt={form.imageDescriptions[index] || `Image ${index + 1} of ${images.length}`} className={media.thumbImage} />
              <Button
                variant="ghost"
                iconOnly
                size="sm"
                className={media.thumbRemove}
                aria-label={`Remove image ${index + 1}`}
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
                {MESSAGES.imageDescriptionLabel}
                <span className={media.describeHint}> ({index + 1})</span>
              </label>
              <textarea
                id={`${inputId}-description-${index}`}
                className={media.describe}
                rows={2}
                maxLength={LIMITS.imageDescriptionMax}
                value={form.imageDescriptions[index] ?? ''}
                placeholder={MESSAGES.imageDescriptionHint}
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
