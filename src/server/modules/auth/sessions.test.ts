import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';
import { describeDevice } from './device.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.0 Mobile/15E148 Safari/605.1.15';

describe('describeDevice', () => {
  it('names the browser and the system, without versions', () => {
    expect(describeDevice(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(describeDevice(MAC_SAFARI)).toBe('Safari on macOS');
    expect(describeDevice(WINDOWS_EDGE)).toBe('Edge on Windows');
    expect(describeDevice(IPHONE_FIREFOX)).toBe('Firefox on iPhone');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(describeDevice('curl/8.5.0')).toBeNull();
    expect(describeDevice(undefined)).toBeNull();
  });
});

describe(`your sessions (${dialectName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => call(t.app, 'GET', '/api/auth/me', { token });
  const list = (token: string) => call(t.app, 'GET', '/api/auth/sessions', { token });
  const loginFrom = async (email: string, password: string, userAgent: string) =>
    String((await call(t.app, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } })).json.token);

  async function onTwoDevices() {
    const user = await signUp(t.app);
    const phone = await loginFrom(user.email, user.password, ANDROID_CHROME);
    const laptop = await loginFrom(user.email, user.password, MAC_SAFARI);
    return { user, phone, laptop };
  }

  it('lists each live session with its device and times, marks the current one, and shows no token or hash', async () => {
    const { user, phone } = await onTwoDevices();
    const res = await list(phone);
    expect(res.status).toBe(200);
    const sessions = res.json as unknown as { id: string; device: string | null; current: boolean; lastSeenAt: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Android']);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Safari on macOS', null].sort());
    const raw = JSON.stringify(sessions);
    expect(raw).not.toContain(phone);
    expect(raw).not.toContain(user.token);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
      // A public id does not sign anyone in.
      expect((await me(s.id)).status).toBe(401);
    }
  });

  it('signs out one session at once and leaves the others signed in', async () => {
    const { user, phone, laptop } = await onTwoDevices();
    for (const token of [user.token, phone, laptop]) expect((await me(token)).status).toBe(200);
    const sessions = (await list(phone)).json as unknown as { id: string; device: string | null }[];
    const laptopSession = sessions.find((s) => s.device === 'Safari on macOS')!;

    const res = await call(t.app, 'DELETE', `/api/auth/sessions/${laptopSession.id}`, { token: phone });
    expect(res.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
    expect((await me(user.token)).status).toBe(200);
    const after = (await list(phone)).json as unknown as { id: string }[];
    expect(after.map((s) => s.id)).not.toContain(laptopSession.id);

    const again = await call(t.app, 'DELETE', `/api/auth/sessions/${laptopSession.id}`, { token: phone });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ message: MESSAGES.sessionNotFound });
  });

  it("cannot sign out another account's session", async () => {
    const { phone } = await onTwoDevices();
    const stranger = await signUp(t.app);
    const [target] = (await list(phone)).json as unknown as { id: string }[];
    const res = await call(t.app, 'DELETE', `/api/auth/sessions/${target!.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await me(phone)).status).toBe(200);
  });

  it('signing out everywhere still ends every session', async () => {
    const { user, phone, laptop } = await onTwoDevices();
    expect((await call(t.app, 'POST', '/api/auth/logout-all', { token: phone })).status).toBe(200);
    for (const token of [user.token, phone, laptop]) expect((await me(token)).status).toBe(401);
  });
});
