import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { verifiedStudent } from './support/email.ts';
import { main, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
const SLUG = 'astronomy-circle';
const CLUB = 'Astronomy Circle';
const TITLE = 'Star party on Friday';

async function api(base: string, token: string, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.status;
}

describe("a new club's announcement, in the browser", () => {
  const journey = useJourney();

  it('is held for a moderator, who releases it; a follower then reads it and its notification', async () => {
    const base = journey.server.url;
    // The world, through the API: a student's new club, approved today, and Meera following it.
    const password = 'kiran-stars-2026';
    const ownerEmail = await verifiedStudent(journey.server, 'Kiran Rao', password);
    const owner = await apiToken(base, ownerEmail, password);
    const admin = await apiToken(base, 'admin@quad.campus');
    const meera = await apiToken(base, 'meera@quad.campus');
    const club = { slug: SLUG, name: CLUB, description: 'Night-sky walks and telescope evenings on the terrace.', category: 'technical' };
    expect(await api(base, owner, 'POST', '/clubs', club)).toBe(201);
    expect(await api(base, admin, 'PUT', `/admin/clubs/${SLUG}/approve`)).toBe(200);
    expect(await api(base, meera, 'PUT', `/clubs/${SLUG}/follow`)).toBeLessThan(300);

    // The owner posts an announcement from the club's page: it is held, and they are told why.
    const phone = await openPage(journey.browser, PHONE_390, { touch: true });
    await phone.page.goto(base);
    await logIn(phone.page, ownerEmail, password);
    await phone.page.goto(`${base}/clubs/${SLUG}`);
    const form = main(phone.page).getByRole('form', { name: 'Post an announcement' });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Announcement').fill('Telescopes on the library terrace from 8 pm. Bring a torch with a red filter.');
    await form.getByRole('button', { name: 'Post announcement' }).click();
    await form.getByRole('status').getByText("Held for a moderator: new clubs' announcements are checked first.").waitFor();
    const held = main(phone.page).getByRole('listitem', { name: TITLE });
    await held.getByText('Held for a moderator').waitFor();
    expect(await seriousViolations(phone.page, 'main')).toEqual([]);
    await held.scrollIntoViewIfNeeded();
    await settled(phone.page);
    await screenshot(phone.page, 'club-announcement-held-390');
    expect(phone.errors).toEqual([]);

    // A moderator (the admin) releases it from the admin screen.
    const desk = await openPage(journey.browser, DESKTOP);
    await desk.page.goto(base);
    await logIn(desk.page, 'admin@quad.campus');
    await desk.page.goto(`${base}/admin`);
    const queue = main(desk.page).getByRole('region', { name: 'Club announcements' });
    const item = queue.getByRole('listitem', { name: `${CLUB}: ${TITLE}` });
    await item.scrollIntoViewIfNeeded();
    await screenshot(desk.page, 'held-announcements-1280');
    await item.getByRole('button', { name: 'Release' }).click();
    await queue.getByText('Announcement released to the club’s followers.').waitFor();
    await queue.getByText('No announcements are waiting.').waitFor();
    expect(desk.errors).toEqual([]);

    // Meera, who follows the club, reads it on its page and among her notifications.
    const follower = await openPage(journey.browser, PHONE_390, { touch: true });
    await follower.page.goto(base);
    await logIn(follower.page, 'meera@quad.campus');
    await follower.page.goto(`${base}/clubs/${SLUG}`);
    const published = main(follower.page).getByRole('listitem', { name: TITLE });
    await published.getByText(/Telescopes on the library terrace/).waitFor();
    expect(await published.getByText('Held for a moderator').count()).toBe(0);
    await published.scrollIntoViewIfNeeded();
    await settled(follower.page);
    await screenshot(follower.page, 'club-announcements-390');
    await follower.page.goto(`${base}/notifications`);
    await main(follower.page).getByText(`${CLUB} posted an announcement: ${TITLE}`).waitFor();
    expect(follower.errors).toEqual([]);

    const followerDesk = await openPage(journey.browser, DESKTOP);
    await followerDesk.page.goto(base);
    await logIn(followerDesk.page, 'meera@quad.campus');
    await followerDesk.page.goto(`${base}/clubs/${SLUG}`);
    await main(followerDesk.page).getByRole('listitem', { name: TITLE }).waitFor();
    await settled(followerDesk.page);
    await screenshot(followerDesk.page, 'club-announcements-1280');
  });
});
