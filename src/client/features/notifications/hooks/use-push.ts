import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKind } from '../../../../shared/push-kinds.ts';
import {
  fetchPushDevices,
  fetchPushKey,
  fetchPushPreferences,
  subscribeDevice,
  unsubscribeDevice,
  updatePushPreferences,
} from '../api/push-api.ts';
import { askPermission, readBrowserPush, subscribeBrowser, unsubscribeBrowser } from '../lib/push-device.ts';

export const pushKeys = {
  all: ['push'] as const,
  /** This browser's side: support, permission and its push address. */
  browser: ['push', 'browser'] as const,
  devices: (userId: string) => ['push', 'devices', userId] as const,
  preferences: (userId: string) => ['push', 'preferences', userId] as const,
};

/** This device: being checked, unable, blocked by the browser, getting this account's pushes, or not. */
export type DevicePushState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

/** The person did not allow notifications when the browser asked. */
export class PermissionNotGiven extends Error {}

/** This device's pushes for the signed-in student: its state, and turning it on (from a click) or off. */
export function useDevicePush(userId: string) {
  const queryClient = useQueryClient();
  const browser = useQuery({ queryKey: pushKeys.browser, queryFn: readBrowserPush, retry: false, staleTime: 0 });
  const supported = browser.data?.support === 'supported';
  const devices = useQuery({ queryKey: pushKeys.devices(userId), queryFn: ({ signal }) => fetchPushDevices(signal), enabled: supported });
  const endpoint = browser.data?.support === 'supported' ? browser.data.endpoint : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });

  const on = useMutation({
    mutationFn: async (asked: Promise<NotificationPermission>) => {
      if ((await asked) !== 'granted') throw new PermissionNotGiven();
      const { publicKey } = await fetchPushKey();
      return subscribeDevice(await subscribeBrowser(publicKey));
    },
    onSettled: refresh,
  });
  const off = useMutation({
    mutationFn: async () => {
      const removed = (await unsubscribeBrowser().catch(() => null)) ?? endpoint;
      if (removed) await unsubscribeDevice(removed);
    },
    onSettled: refresh,
  });

  let state: DevicePushState = 'off';
  if (browser.isPending) state = 'checking';
  else if (!browser.data || browser.data.support === 'unsupported') state = 'unsupported';
  else if (browser.data.permission === 'denied') state = 'blocked';
  else if (endpoint && devices.isPending) state = 'checking';
  else if (endpoint && devices.data?.devices.some((d) => d.endpoint === endpoint)) state = 'on';

  return {
    state,
    /** This browser's push address, to tell it apart in the list of devices. */
    endpoint,
    devices: devices.data?.devices ?? [],
    /**
     * From the click itself: the browser's question is asked at once (browsers allow it only while handling the
     * person's gesture), then this browser subscribes and the server keeps it.
     */
    turnOn: (options?: Parameters<typeof on.mutate>[1]) => {
      const asked = askPermission();
      // Read by the mutation; a refusal surfaces there, never as an unhandled rejection.
      asked.catch(() => undefined);
      on.mutate(asked, options);
    },
    turnOff: off.mutate,
    busy: on.isPending || off.isPending,
  };
}

export const usePushPreferences = (userId: string) =>
  useQuery({ queryKey: pushKeys.preferences(userId), queryFn: ({ signal }) => fetchPushPreferences(signal) });

/** Turns one kind of push on or off; the server's answer replaces what is shown. */
export function useSetPushPreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: PushKind; on: boolean }) => updatePushPreferences({ [kind]: on }),
    onSuccess: (answer) => queryClient.setQueryData(pushKeys.preferences(userId), answer),
  });
}
