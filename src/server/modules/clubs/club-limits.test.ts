/**
 * Clubs' write limits (decision 081), with the app's limits on, on either database: a student asks for a few clubs
 * a day, and a club's managers send a bounded number of invitations; past that, 429 with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_WRITE_LIMITS } from '../../../shared/schemas/clubs.ts';
import { call } from '../../test/api.ts';
import { clubInput, clubWorldOf, type ClubWorld } from '../../test/club-world.ts';
import { createTestApp, dialectName } from '../../test/test-app.ts';

let t: ClubWorld;
beforeAll(async () => {
  t = await clubWorldOf(await createTestApp());
});
afterAll(async () => {
  await t.close();
});

describe(`clubs' write limits (${dialectName})`, () => {
  it('stop a student asking for more clubs than the day allows, and no one else', async () => {
    const eager = await t.account('Eager Student');
    for (let i = 0; i < CLUB_WRITE_LIMITS.clubs.max; i += 1) {
      expect((await call(t.app, 'POST', '/api/clubs', { token: eager.token, body: clubInput() })).status).toBe(201);
    }
    const over = await call(t.app, 'POST', '/api/clubs', { token: eager.token, body: clubInput() });
    expect(over.status).toBe(429);
    expect(typeof over.json.message).toBe('string');
    const calm = await t.account('Calm Student');
    expect((await call(t.app, 'POST', '/api/clubs', { token: calm.token, body: clubInput() })).status).toBe(201);
  });
});
