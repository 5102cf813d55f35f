import type { z } from 'zod';
import type { DoorSnapshot, ScanInputSchema, ScansAnswerSchema } from '../../../../shared/schemas/door.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

const enc = encodeURIComponent;
export type ScanInput = z.input<typeof ScanInputSchema>;
export type ScansAnswer = z.infer<typeof ScansAnswerSchema>;
export type DoorCounts = ScansAnswer['counts'];

/** GET /api/events/{id}/door: what a door needs to work, offline too (the host, an admin or door staff). */
export const fetchDoorSnapshot = (eventId: string, signal?: AbortSignal): Promise<DoorSnapshot> =>
  apiRequest(`/events/${enc(eventId)}/door`, { schema: schemas.DoorSnapshotSchema, signal });

/** POST /api/events/{id}/check-ins: the door's scans, each answered once by its scan id. */
export const sendScans = (eventId: string, scans: readonly ScanInput[], signal?: AbortSignal): Promise<ScansAnswer> =>
  apiRequest(`/events/${enc(eventId)}/check-ins`, { method: 'POST', body: { scans }, schema: schemas.ScansAnswerSchema, signal });

/** POST /api/events/{id}/check-ins/{registrationId}/undo: the day's check-in undone (a cultural event names the day). */
export const undoCheckIn = (eventId: string, registrationId: string, day: string | null): Promise<{ counts: DoorCounts }> =>
  apiRequest(`/events/${enc(eventId)}/check-ins/${enc(registrationId)}/undo`, {
    method: 'POST',
    body: day ? { day } : {},
    schema: schemas.UndoCheckInAnswerSchema,
  });
