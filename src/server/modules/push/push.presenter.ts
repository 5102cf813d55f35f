import { t } from '../../../shared/i18n.ts';
import { PUSH_LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { PUSH_KINDS, type PushKind } from '../../../shared/push-kinds.ts';
import type { PushDevice, PushPayload, PushPreferences } from '../../../shared/schemas/push.ts';
import type { PushSubscriptionRow } from './push.repository.ts';

export const presentDevice = (row: PushSubscriptionRow): PushDevice => ({
  _id: row.id,
  endpoint: row.endpoint,
  device: row.device,
  createdAt: row.created_at,
  lastSuccessAt: row.last_success_at,
});

/** Every kind, on unless the student turned it off. */
export function presentPreferences(optedOut: readonly string[]): PushPreferences {
  const off = new Set(optedOut);
  return { preferences: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<PushKind, boolean> };
}

/** What the device decrypts and shows: the kind's title and the notification's own text, nothing more; in the active language. */
export function presentPayload(kind: PushKind, text: string, url: string, tag: string): PushPayload {
  const body = text.length > PUSH_LIMITS.bodyMaxChars ? `${text.slice(0, PUSH_LIMITS.bodyMaxChars - 1)}…` : text;
  return { title: t(MESSAGES.pushTitles[kind]), body, url, tag };
}
