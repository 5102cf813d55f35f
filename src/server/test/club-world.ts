/**
 * The clubs' API tests' world (decision 081): a test app with signed-in accounts made straight in the database,
 * and a club asked for and approved through the API. Imported by the clubs' tests only.
 */
import type { ClubInput } from '../../shared/schemas/clubs.ts';
import { quickAccount, type QuickAccount } from './accounts.ts';
import { call } from './api.ts';
import type { TestApp } from './test-app.ts';

export interface ClubWorld extends TestApp {
  admin: QuickAccount;
  moderator: QuickAccount;
  account(name?: string, overrides?: Parameters<typeof quickAccount>[1]): Promise<QuickAccount>;
  /** A club asked for by `owner`, approved by the admin unless `pending`. */
  club(owner: QuickAccount, input?: Partial<ClubInput>, options?: { pending?: boolean }): Promise<{ slug: string; id: string }>;
}

let n = 0;

export const clubInput = (overrides: Partial<ClubInput> = {}): ClubInput => {
  n += 1;
  const unique = `${Date.now().toString(36)}${n}`;
  return { slug: `club-${unique}`, name: `Club ${unique}`, description: 'We meet on Fridays.', category: 'technical', ...overrides };
};

/** The world over a test app (`createTestApp({ env: { RATE_LIMIT: 'off' } })`, say). */
export async function clubWorldOf(t: TestApp): Promise<ClubWorld> {
  const db = t.database.db;
  const admin = await quickAccount(db, { name: 'Dean Kapoor', is_admin: 1 });
  const moderator = await quickAccount(db, { name: 'Mona Moderator', is_moderator: 1 });
  return {
    ...t,
    admin,
    moderator,
    account: (name = 'Student', overrides = {}) => quickAccount(db, { name, ...overrides }),
    club: async (owner, input = {}, options = {}) => {
      const body = clubInput(input);
      const created = await call(t.app, 'POST', '/api/clubs', { token: owner.token, body });
      if (created.status !== 201) throw new Error(`club not created: ${created.status} ${JSON.stringify(created.json)}`);
      if (!options.pending) {
        const approved = await call(t.app, 'PUT', `/api/admin/clubs/${body.slug}/approve`, { token: admin.token });
        if (approved.status !== 200) throw new Error(`club not approved: ${approved.status} ${JSON.stringify(approved.json)}`);
      }
      return { slug: body.slug, id: created.json._id as string };
    },
  };
}
