/**
 * A club's people (decision 081), through the API on either database: joining by each policy, requests its
 * officers decide, roles only owners change, titles, removing, leaving, the owner who always remains, handing over,
 * invitations by email (for the invited address, for 14 days), and a student's clubs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club, ClubMember, ProfileClub } from '../../../shared/schemas/clubs.ts';
import { call } from '../../test/api.ts';
import { clubWorldOf, type ClubWorld } from '../../test/club-world.ts';
import { createTestApp, dialectName } from '../../test/test-app.ts';
import { clubRoleOf, followerIdsOf } from './club-roles.ts';

let t: ClubWorld;
beforeAll(async () => {
  t = await clubWorldOf(await createTestApp({ env: { RATE_LIMIT: 'off' } }));
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const membersOf = async (slug: string, token?: string) => (await call(t.app, 'GET', `/api/clubs/${slug}/members`, token ? { token } : {})).json as unknown as ClubMember[];
const put = (slug: string, userId: string, token: string, body: unknown) => call(t.app, 'PUT', `/api/clubs/${slug}/members/${userId}`, { token, body });

/** The invite link's token from the newest invitation queued to `to`. */
async function invitedToken(to: string): Promise<string> {
  const row = await db().selectFrom('email_outbox').select('text_body').where('to_address', '=', to).where('kind', '=', 'club-invite').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const match = /\/clubs\/[a-z0-9-]+\?invite=([A-Za-z0-9_%-]+)/.exec(row.text_body);
  if (!match?.[1]) throw new Error('no invite link');
  return decodeURIComponent(match[1]);
}

describe(`a club's people (${dialectName})`, () => {
  it('join an open club at once and follow it; leave it; the last owner hands over first', async () => {
    const owner = await t.account('Asha Verma');
    const { slug, id } = await t.club(owner);
    const rahul = await t.account('Rahul Nair');
    const joined = await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: rahul.token });
    expect(joined.json).toMatchObject({ role: 'member', following: true, memberCount: 2, followerCount: 2 });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: rahul.token })).json).toEqual({ message: 'You are already a member of this club.' });
    expect((await membersOf(slug)).map((m) => [m.name, m.role])).toEqual([['Asha Verma', 'owner'], ['Rahul Nair', 'member']]);

    const left = await call(t.app, 'POST', `/api/clubs/${slug}/leave`, { token: rahul.token });
    expect(left.json).toMatchObject({ role: null, following: false, memberCount: 1, followerCount: 1 });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/leave`, { token: rahul.token })).status).toBe(409);
    expect(await call(t.app, 'POST', `/api/clubs/${slug}/leave`, { token: owner.token })).toMatchObject({
      status: 409,
      json: { message: 'A club always keeps at least one owner: hand over ownership first.' },
    });
    expect(await clubRoleOf(db(), id, rahul.id)).toBeNull();
  });

  it('ask to join a club by approval: its officers are told, see the request, approve or decline it', async () => {
    const owner = await t.account('Asha Verma');
    const { slug, id } = await t.club(owner, { joinPolicy: 'approval', name: 'Debate Society' });
    const meera = await t.account('Meera Iyer');
    const asked = await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: meera.token });
    expect(asked.json).toMatchObject({ role: 'requested', memberCount: 1, following: false });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: meera.token })).json).toEqual({ message: 'Your request to join waits for an officer.' });
    const told = await db().selectFrom('notifications').select(['message', 'club_id']).where('user_id', '=', owner.id).execute();
    expect(told).toContainEqual({ message: 'Meera Iyer asked to join "Debate Society".', club_id: id });
    // Requests are the managers' to see.
    expect((await membersOf(slug)).map((m) => m.name)).toEqual(['Asha Verma']);
    expect((await membersOf(slug, owner.token)).map((m) => [m.name, m.status])).toEqual([['Asha Verma', 'active'], ['Meera Iyer', 'requested']]);
    expect((await put(slug, meera.id, owner.token, { role: 'officer' })).json).toEqual({ message: 'Approve the request to join first.' });

    const approved = await put(slug, meera.id, owner.token, { approve: true, title: 'Treasurer' });
    expect(approved.json).toMatchObject({ name: 'Meera Iyer', status: 'active', role: 'member', title: 'Treasurer' });
    expect((await call(t.app, 'GET', `/api/clubs/${slug}`, { token: meera.token })).json).toMatchObject({ role: 'member', title: 'Treasurer', following: true, memberCount: 2 });
    expect((await put(slug, meera.id, owner.token, { approve: true })).status).toBe(409);

    // Declining is removing the request.
    const kabir = await t.account('Kabir Shah');
    await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: kabir.token });
    const declined = await call(t.app, 'DELETE', `/api/clubs/${slug}/members/${kabir.id}`, { token: owner.token });
    expect(declined.json).toMatchObject({ memberCount: 2 });
    expect((await call(t.app, 'GET', `/api/clubs/${slug}`, { token: kabir.token })).json).toMatchObject({ role: null });
  });

  it('lets only owners change roles, officers manage members, and always keeps an owner', async () => {
    const owner = await t.account('Asha Verma');
    const { slug, id } = await t.club(owner);
    const [officer, member, other] = [await t.account('Olga Officer'), await t.account('Manu Member'), await t.account('Nina Member')];
    for (const who of [officer, member, other]) await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: who.token });
    expect((await put(slug, officer.id, owner.token, { role: 'officer', title: 'General Secretary' })).json).toMatchObject({ role: 'officer', title: 'General Secretary' });
    expect(await clubRoleOf(db(), id, officer.id)).toBe('officer');

    // An officer sets a member's title, but changes no role and leaves other managers' titles alone.
    expect((await put(slug, member.id, officer.token, { title: 'Photographer' })).json).toMatchObject({ title: 'Photographer' });
    expect((await put(slug, member.id, officer.token, { role: 'officer' })).json).toEqual({ message: "Only the club's owners can do that." });
    expect((await put(slug, owner.id, officer.token, { title: 'Boss' })).status).toBe(403);
    expect((await put(slug, other.id, member.token, { title: 'Self-made' })).status).toBe(403);
    // An officer removes a member, not an owner.
    expect((await call(t.app, 'DELETE', `/api/clubs/${slug}/members/${other.id}`, { token: officer.token })).json).toMatchObject({ memberCount: 3 });
    expect((await call(t.app, 'DELETE', `/api/clubs/${slug}/members/${owner.id}`, { token: officer.token })).status).toBe(403);
    expect(await followerIdsOf(db(), id)).not.toContain(other.id);

    // The last owner is neither demoted nor removed; a second owner changes that.
    expect((await put(slug, owner.id, owner.token, { role: 'member' })).json).toEqual({ message: 'A club always keeps at least one owner: hand over ownership first.' });
    expect((await call(t.app, 'DELETE', `/api/clubs/${slug}/members/${owner.id}`, { token: owner.token })).status).toBe(409);
    expect((await put(slug, officer.id, owner.token, { role: 'owner' })).json).toMatchObject({ role: 'owner' });
    expect((await put(slug, owner.id, owner.token, { role: 'member' })).json).toMatchObject({ role: 'member' });
    expect(await clubRoleOf(db(), id, owner.id)).toBe('member');
    expect((await put(slug, 'no-such-user', officer.token, { title: 'x' })).status).toBe(404);
  });

  it('is handed over by an owner to an active member, who is told; the old owner becomes an officer', async () => {
    const owner = await t.account('Asha Verma');
    const { slug, id } = await t.club(owner, { name: 'Green Campus' });
    const heir = await t.account('Harsh Heir');
    const outsider = await t.account('Olive Outsider');
    await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: heir.token });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/handover`, { token: owner.token, body: { userId: outsider.id } })).json).toEqual({ message: 'Hand over to an active member of the club.' });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/handover`, { token: heir.token, body: { userId: heir.id } })).status).toBe(403);
    const handed = await call(t.app, 'POST', `/api/clubs/${slug}/handover`, { token: owner.token, body: { userId: heir.id } });
    expect(handed.json).toMatchObject({ role: 'officer' });
    expect(await clubRoleOf(db(), id, heir.id)).toBe('owner');
    expect((await db().selectFrom('notifications').select('message').where('user_id', '=', heir.id).execute()).map((n) => n.message)).toContain('You are now an owner of "Green Campus".');
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/leave`, { token: owner.token })).status).toBe(200);
  });

  it('invites by email: only the invited address accepts, once, within 14 days; an invite-only club needs one', async () => {
    const owner = await t.account('Asha Verma');
    const { slug, id } = await t.club(owner, { joinPolicy: 'invite', name: 'Secret Society' });
    const guest = await t.account('Gita Guest');
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: guest.token })).json).toEqual({
      message: 'This club takes members by invitation: ask one of its officers to invite you.',
    });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: guest.token, body: { email: guest.email } })).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: owner.token, body: { email: 'nope' } })).status).toBe(400);
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: owner.token, body: { email: owner.email } })).status).toBe(409);

    const sent = await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: owner.token, body: { email: guest.email.toUpperCase() } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const mail = await db().selectFrom('email_outbox').select(['subject', 'user_id']).where('to_address', '=', guest.email.toLowerCase()).where('kind', '=', 'club-invite').executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: 'You are invited to join Secret Society on Quad', user_id: guest.id });
    const token = await invitedToken(guest.email.toLowerCase());
    const stored = await db().selectFrom('club_invites').select(['token_hash', 'expires_at']).where('club_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    const stranger = await t.account('Sam Stranger');
    expect((await call(t.app, 'POST', `/api/club-invites/${token}/accept`, { token: stranger.token })).status).toBe(403);
    const accepted = await call(t.app, 'POST', `/api/club-invites/${token}/accept`, { token: guest.token });
    expect(accepted.json).toMatchObject({ slug, role: 'member', following: true, memberCount: 2 });
    expect((await call(t.app, 'POST', `/api/club-invites/${token}/accept`, { token: guest.token })).json).toEqual({ message: 'This invitation has been used already.' });
    expect((await call(t.app, 'POST', `/api/club-invites/${'x'.repeat(43)}/accept`, { token: guest.token })).status).toBe(404);

    // An expired invitation is 410; an invitation held lets one join an invite-only club too.
    const late = await t.account('Lata Late');
    await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: owner.token, body: { email: late.email } });
    const lateToken = await invitedToken(late.email.toLowerCase());
    await db().updateTable('club_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', late.email.toLowerCase()).execute();
    expect(await call(t.app, 'POST', `/api/club-invites/${lateToken}/accept`, { token: late.token })).toMatchObject({
      status: 410,
      json: { message: 'This invitation has expired: ask the club for a new one.' },
    });
    await call(t.app, 'POST', `/api/clubs/${slug}/invites`, { token: owner.token, body: { email: late.email } });
    expect((await call(t.app, 'POST', `/api/clubs/${slug}/join`, { token: late.token })).json).toMatchObject({ role: 'member' });
  });

  it("lists a student's clubs: all of their own, and others see active memberships of public clubs with titles", async () => {
    const owner = await t.account('Asha Verma');
    const open = await t.club(owner, { name: 'Open Book Club', category: 'literary' });
    const strict = await t.club(owner, { name: 'Strict Club', joinPolicy: 'approval' });
    const student = await t.account('Priya Student');
    await call(t.app, 'POST', `/api/clubs/${open.slug}/join`, { token: student.token });
    await put(open.slug, student.id, owner.token, { title: 'Librarian' });
    await call(t.app, 'POST', `/api/clubs/${strict.slug}/join`, { token: student.token });
    const mine = (await call(t.app, 'GET', '/api/users/me/clubs', { token: student.token })).json as unknown as ProfileClub[];
    expect(mine.map((c) => [c.name, c.role, c.title, c.status])).toEqual([
      ['Open Book Club', 'member', 'Librarian', 'active'],
      ['Strict Club', 'member', null, 'requested'],
    ]);
    const seen = (await call(t.app, 'GET', `/api/users/${student.id}/clubs`)).json as unknown as ProfileClub[];
    expect(seen.map((c) => [c.name, c.title, c.categoryName])).toEqual([['Open Book Club', 'Librarian', 'Literary']]);
    expect((await call(t.app, 'GET', '/api/users/no-such-user/clubs')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/users/me/clubs')).status).toBe(401);
    const club = (await call(t.app, 'GET', `/api/clubs/${open.slug}`, { token: student.token })).json as unknown as Club;
    expect(club.title).toBe('Librarian');
  });
});
