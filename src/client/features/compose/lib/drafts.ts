/**
 * The post form's drafts in the browser (decision 030): one per user and type for a new post, one per post
 * being edited. Text only: pictures not yet uploaded (data URLs) are left out, so a draft stays small and
 * never fills the browser's storage; a stored picture (a /media link, when editing) is kept.
 */
import type { Post, PostType } from '../../../../shared/schemas/posts.ts';
import { PAYMENT_METHODS, POST_TYPES } from '../../../../shared/vocabulary.ts';
import { storage } from '../../../lib/storage.ts';
import { emptyForm, rowKey } from './form-state.ts';
import type { PostFormState } from './form-state.ts';

export interface Draft {
  form: PostFormState;
  /** Pictures were chosen that the draft could not keep. */
  picturesLeftOut: boolean;
}

interface StoredDraft {
  form: Record<string, unknown>;
  picturesLeftOut: boolean;
}

/** The name of the draft of a new post of `type`, or of the edit of `post`, for the user `owner`. */
export const draftName = (owner: string, post: Pick<Post, '_id'> | undefined, type: PostType): string =>
  post ? `${owner}:post:${post._id}` : `${owner}:new:${type}`;

const isUpload = (src: string) => src.startsWith('data:');

/** Keeps `form` as a draft; false when the browser refused it (the form goes on from memory). */
export function saveDraft(name: string, form: PostFormState): boolean {
  const images = form.images.filter((src) => !isUpload(src));
  const imageDescriptions = form.images.flatMap((src, i) => (isUpload(src) ? [] : [form.imageDescriptions[i] ?? '']));
  const qr = (src: string) => (isUpload(src) ? '' : src);
  const picturesLeftOut =
    images.length < form.images.length || isUpload(form.paymentQRCode) || isUpload(form.culturalPaymentQRCode);
  const stored: StoredDraft = {
    form: {
      ...form,
      images,
      imageDescriptions,
      paymentQRCode: qr(form.paymentQRCode),
      culturalPaymentQRCode: qr(form.culturalPaymentQRCode),
      ticketOptions: form.ticketOptions.map(({ ticketType, ticketPrice, capacity }) => ({ ticketType, ticketPrice, capacity })),
      availableDates: form.availableDates.map((d) => d.value),
    },
    picturesLeftOut,
  };
  return storage.setDraft(name, stored);
}

export const removeDraft = (name: string): void => storage.removeDraft(name);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isPaymentMethod = (v: string): boolean => (PAYMENT_METHODS as readonly string[]).includes(v);

/** The draft named `name` as a form of `type`; a field of the wrong shape takes its empty value. */
export function readDraft(name: string, type: PostType): Draft | null {
  const raw = storage.getDraft(name);
  if (!isRecord(raw) || !isRecord(raw.form)) return null;
  const saved = raw.form;
  const savedType = saved.type;
  if (!isString(savedType) || !(POST_TYPES as readonly string[]).includes(savedType) || savedType !== type) return null;
  const form = emptyForm(type);
  for (const [field, empty] of Object.entries(form)) {
    const value = saved[field];
    if (field === 'type' || value === undefined) continue;
    if (typeof empty === 'string' || typeof empty === 'boolean') {
      if (typeof value === typeof empty) Object.assign(form, { [field]: value });
    }
  }
  if (Array.isArray(saved.images)) form.images = saved.images.filter(isString);
  const descriptions = Array.isArray(saved.imageDescriptions) ? saved.imageDescriptions : [];
  form.imageDescriptions = form.images.map((_, i) => (isString(descriptions[i]) ? descriptions[i] : ''));
  if (Array.isArray(saved.ticketOptions)) {
    form.ticketOptions = saved.ticketOptions
      .filter(isRecord)
      .map((r) => ({
        key: rowKey(),
        ticketType: isString(r.ticketType) ? r.ticketType : '',
        ticketPrice: isString(r.ticketPrice) ? r.ticketPrice : '',
        capacity: isString(r.capacity) ? r.capacity : '',
      }));
  }
  if (Array.isArray(saved.availableDates)) {
    form.availableDates = saved.availableDates.filter(isString).map((value) => ({ key: rowKey(), value }));
  }
  if (form.registrationMethod !== 'link' && form.registrationMethod !== 'form' && form.registrationMethod !== '') form.registrationMethod = 'link';
  if (!isPaymentMethod(form.paymentMethod)) form.paymentMethod = 'link';
  if (!isPaymentMethod(form.culturalPaymentMethod)) form.culturalPaymentMethod = 'link';
  return { form, picturesLeftOut: raw.picturesLeftOut === true };
}
