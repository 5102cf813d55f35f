import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { PushDevice } from '../../../../shared/schemas/push.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { keyBytes } from '../lib/push-device.ts';
import { PushDeviceCard } from './push-device-card.tsx';

const PUBLIC_KEY = 'BGPJiQZkYKvREDRcTS3lEwDEzwNbaEcx3CpaywVH96DU6ZTeBRlMaaDX_5ia_2i5oVozmdlMT_YMNUKpwNhigys';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';
const KEYS = { p256dh: PUBLIC_KEY, auth: 'pUE1XfH6sdRikFB7fRLJKw' };
const allOn = { preferences: { 'waitlist-offer': true, 'registration-changed': true, 'event-changed': true, 'post-comment': true, 'report-outcome': true, 'club-news': true } };

const device = (endpoint: string, name: string | null = 'Chrome on Android'): PushDevice => ({
  _id: `d-${endpoint.slice(-4)}`,
  endpoint,
  device: name,
  createdAt: '2026-11-29T10:00:00.000Z',
  lastSuccessAt: null,
});

/** A browser with a service worker and the Push API, as far as the card uses them. */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const { permission = 'default', answer = 'granted' } = options;
  const makeSubscription = (key: BufferSource) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key instanceof Uint8Array ? key.buffer : key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  let subscription: ReturnType<typeof makeSubscription> | null = options.subscribed ? makeSubscription(keyBytes(PUBLIC_KEY)) : null;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (asked: PushSubscriptionOptionsInit) => {
      subscription = makeSubscription(asked.applicationServerKey as BufferSource);
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { notification, pushManager, current: () => subscription };
}

/** The server's side: the devices it keeps for this account, changed by POST and DELETE. */
function fakeServer(initial: PushDevice[] = []) {
  let devices = initial;
  const fetchMock = stubFetch({
    'GET /api/push/key': () => jsonResponse({ publicKey: PUBLIC_KEY }),
    'GET /api/push/subscriptions': () => jsonResponse({ devices }),
    'POST /api/push/subscriptions': (init) => {
      const added = device((JSON.parse(init.body as string) as { endpoint: string }).endpoint);
      devices = [added, ...devices];
      return jsonResponse(added, 201);
    },
    'DELETE /api/push/subscriptions': (init) => {
      const { endpoint } = JSON.parse(init.body as string) as { endpoint: string };
      devices = devices.filter((d) => d.endpoint !== endpoint);
      return jsonResponse({ ok: true });
    },
    'GET /api/push/preferences': () => jsonResponse(allOn),
  });
  return fetchMock;
}

/** The card's line that says this device's state (the toasts have a status region of their own). */
const deviceState = () => within(screen.getByRole('region', { name: MESSAGES.pushDeviceTitle })).getByRole('status').textContent;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications on this device', () => {
  it('says so when the browser cannot get pushes, and offers nothing to click', async () => {
    fakeServer();
    renderWithProviders(<PushDeviceCard userId="u1" />);
    expect(await screen.findByText(MESSAGES.pushStateUnsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says notifications are blocked when the browser refused them, and offers nothing to click', async () => {
    fakeBrowser({ permission: 'denied' });
    fakeServer();
    renderWithProviders(<PushDeviceCard userId="u1" />);
    expect(await screen.findByText(MESSAGES.pushStateBlocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.pushTurnOn })).toBeNull();
  });

  it('asks the browser only on the click, subscribes with the server’s key, and shows this device on', async () => {
    const browser = fakeBrowser();
    const fetchMock = fakeServer([device('https://updates.push.services.mozilla.com/wpush/v2/other', 'Firefox on Windows')]);
    renderWithProviders(<PushDeviceCard userId="u1" />);
    const button = await screen.findByRole('button', { name: MESSAGES.pushTurnOn });
    expect(deviceState()).toBe(MESSAGES.pushStateOff);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(deviceState()).toBe(MESSAGES.pushStateOn));
    expect(screen.getByText(MESSAGES.pushTurnedOn)).toBeTruthy();
    const [asked] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(asked.userVisibleOnly).toBe(true);
    expect([...(asked.applicationServerKey as Uint8Array)]).toEqual([...keyBytes(PUBLIC_KEY)]);
    const [posted] = callsTo(fetchMock, 'POST /api/push/subscriptions');
    expect(JSON.parse(posted?.body as string)).toEqual({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS });
    // This device among the account's devices, and the kinds it gets.
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`Chrome on Android${MESSAGES.pushThisDevice}`, 'Firefox on Windows']);
    expect(await screen.findByRole('checkbox', { name: MESSAGES.pushKindLabels['waitlist-offer'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.pushTurnOff })).toBeTruthy();
  });

  it('tells the person when they did not allow notifications, and subscribes nothing', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    const fetchMock = fakeServer();
    renderWithProviders(<PushDeviceCard userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.pushTurnOn }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.pushPermissionNotGiven));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST /api/push/subscriptions')).toEqual([]);
  });

  it('turns this device off: the browser unsubscribes and the server forgets its address', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = fakeServer([device(ENDPOINT)]);
    renderWithProviders(<PushDeviceCard userId="u1" />);
    await waitFor(() => expect(deviceState()).toBe(MESSAGES.pushStateOn));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.pushTurnOff }));
    await waitFor(() => expect(deviceState()).toBe(MESSAGES.pushStateOff));
    expect(browser.current()).toBeNull();
    const [deleted] = callsTo(fetchMock, 'DELETE /api/push/subscriptions');
    expect(JSON.parse(deleted?.body as string)).toEqual({ endpoint: ENDPOINT });
    expect(screen.getByText(MESSAGES.pushTurnedOff)).toBeTruthy();
  });

  it('shows this device off when the browser is subscribed but the server no longer sends to it (another sign-in)', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    fakeServer([]);
    renderWithProviders(<PushDeviceCard userId="u1" />);
    await waitFor(() => expect(deviceState()).toBe(MESSAGES.pushStateOff));
    expect(screen.getByRole('button', { name: MESSAGES.pushTurnOn })).toBeTruthy();
  });
});
