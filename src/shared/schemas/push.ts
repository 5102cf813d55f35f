/** Web Push (decision 051): the server's public key, a browser's subscription, the devices and the choice of kinds. */
import { z } from 'zod';
import { PUSH_LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { PUSH_KINDS, type PushKind } from '../push-kinds.ts';

/** GET /api/push/key: the VAPID public key, an uncompressed P-256 point in base64url (applicationServerKey). */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

const endpoint = z
  .string({ error: MESSAGES.pushEndpointInvalid })
  .max(PUSH_LIMITS.endpointMaxChars, { error: MESSAGES.pushEndpointInvalid })
  .refine((value) => URL.canParse(value), { error: MESSAGES.pushEndpointInvalid });

/** A P-256 public key (65 bytes) and an auth secret (16 bytes), base64url as PushSubscription.toJSON() gives them. */
const p256dh = z.string({ error: MESSAGES.pushKeysInvalid }).regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: MESSAGES.pushKeysInvalid });
const auth = z.string({ error: MESSAGES.pushKeysInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: MESSAGES.pushKeysInvalid });

/** POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() writes it. */
export const PushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object({ p256dh, auth }, { error: MESSAGES.pushKeysInvalid }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: the device to turn off, by its push address. */
export const PushEndpointInputSchema = z.object({ endpoint });

/** One device that gets the account's pushes. */
export const PushDeviceSchema = z.object({
  _id: z.string(),
  /** Its push address: the browser compares it with its own to know "this device". */
  endpoint: z.string(),
  /** The browser and system it subscribed from, as "Chrome on Android"; null when not recognised. */
  device: z.string().nullable(),
  createdAt: z.string(),
  /** When a push last reached its push service. */
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDeviceListSchema = z.object({ devices: z.array(PushDeviceSchema) });
export type PushDeviceList = z.infer<typeof PushDeviceListSchema>;

const on = z.boolean({ error: MESSAGES.pushKindUnknown });

/** Each kind of push, on (true) or off (false). */
export const PushPreferencesSchema = z.object({
  preferences: z.object(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, on])) as Record<PushKind, typeof on>),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

/** PUT /api/push/preferences: the kinds to change; a kind not named stays as it is. */
export const PushPreferencesInputSchema = z.object({
  preferences: z
    .record(z.string(), on, { error: MESSAGES.pushPreferencesEmpty })
    .refine((value) => Object.keys(value).every((kind) => (PUSH_KINDS as readonly string[]).includes(kind)), {
      error: MESSAGES.pushKindUnknown,
    })
    .refine((value) => Object.keys(value).length > 0, { error: MESSAGES.pushPreferencesEmpty }),
});
export type PushPreferencesInput = z.infer<typeof PushPreferencesInputSchema>;

/** What a push carries, encrypted to the device: no more than the in-app notification says. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** An address on Quad's origin to open on a click: /posts/{id}, /profile/tickets or /notifications (decision 075). */
  url: z.string(),
  /** A later push with the same tag replaces this one on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
