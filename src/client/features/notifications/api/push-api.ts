import type { PushKind } from '../../../../shared/push-kinds.ts';
import type { PushDevice, PushDeviceList, PushKey, PushPreferences } from '../../../../shared/schemas/push.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { schemas } from '../../../lib/schemas.ts';

/** GET /api/push/key: the key this browser subscribes with. */
export const fetchPushKey = (signal?: AbortSignal): Promise<PushKey> => apiRequest('/push/key', { schema: schemas.PushKeySchema, signal });

/** GET /api/push/subscriptions: this account's devices that get pushes. */
export const fetchPushDevices = (signal?: AbortSignal): Promise<PushDeviceList> =>
  apiRequest('/push/subscriptions', { schema: schemas.PushDeviceListSchema, signal });

/** POST /api/push/subscriptions: this browser's PushSubscription, as its toJSON() gives it. */
export const subscribeDevice = (subscription: PushSubscriptionJSON): Promise<PushDevice> =>
  apiRequest('/push/subscriptions', { method: 'POST', body: subscription, schema: schemas.PushDeviceSchema });

/** DELETE /api/push/subscriptions: turns a device off by its push address. */
export const unsubscribeDevice = (endpoint: string): Promise<unknown> => apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint } });

/** GET /api/push/preferences: each kind of push, on or off. */
export const fetchPushPreferences = (signal?: AbortSignal): Promise<PushPreferences> =>
  apiRequest('/push/preferences', { schema: schemas.PushPreferencesSchema, signal });

/** PUT /api/push/preferences: the kinds named turn on or off; answers every kind as it is now. */
export const updatePushPreferences = (preferences: Partial<Record<PushKind, boolean>>): Promise<PushPreferences> =>
  apiRequest('/push/preferences', { method: 'PUT', body: { preferences }, schema: schemas.PushPreferencesSchema });
