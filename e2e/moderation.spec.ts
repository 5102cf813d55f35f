import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { PHONE, openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { apiToken, logIn } from './support/session.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('moderation and the profile in the browser', () => {
  const journey = useJourney();

  it('an admin approves the pending hack night (then students see it), rejects another event and deletes a reported post', async () => {
    // A second pending event, submitted by Asha through the API.
    const asha = await apiToken(journey.server.url, 'asha@quad.campus');
    const karaoke = {
      type: 'event',
      title: 'Midnight Karaoke',
      content: 'Sing your heart out in the common room.',
      location: 'Common Room',
      eventStartDate: inDays(10),
      duration: '2 hours',
      registrationRequired: false,
    };
    const asAsha = { 'content-type': 'application/json', authorization: `Bearer ${asha}` };
    const created = await fetch(`${journey.server.url}/api/posts`, { method: 'POST', headers: asAsha, body: JSON.stringify(karaoke) });
    expect(created.status).toBe(201);
    const karaokeId = ((await created.json()) as { _id: string })._id;

    const { page, context, errors } = await openPage(journey.browser);
    await page.goto(journey.server.url);
    await logIn(page, 'admin@quad.campus');
    await nav(page).getByRole('link', { name: 'Admin' }).click();
    await main(page).getByRole('heading', { name: MESSAGES.adminPanelTitle }).waitFor();
    const pending = main(page).getByRole('list', { name: 'Pending events' });
    await pending.getByRole('listitem', { name: 'Robotics Club Hack Night' }).waitFor();
    await pending.getByRole('listitem', { name: 'Midnight Karaoke' }).waitFor();
    await screenshot(page, 'admin-panel');

    await pending.getByRole('listitem', { name: 'Robotics Club Hack Night' }).getByRole('button', { name: 'Approve' }).click();
    // After a decision the queue is read again: the edit below comes after that read.
    const reread = page.waitForResponse((r) => r.url().endsWith('/api/posts/pending-events') && r.request().method() === 'GET');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await pending.getByRole('listitem', { name: 'Robotics Club Hack Night' }).waitFor({ state: 'detached' });
    await reread;

    // Asha edits her event while the admin is deciding on it: the admin's decision on what they saw is refused
    // (the live queue may already show the edit behind the dialog), and the queue shows the event as it is now.
    await pending.getByRole('listitem', { name: 'Midnight Karaoke' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alertdialog').waitFor();
    const edited = await fetch(`${journey.server.url}/api/posts/${karaokeId}`, {
      method: 'PUT',
      headers: asAsha,
      body: JSON.stringify({ ...karaoke, content: 'Now with a live band and a cover charge.' }),
    });
    expect(edited.status).toBe(200);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reject' }).click();
    await main(page).getByRole('alert').getByText(`Failed to reject event: ${MESSAGES.eventChangedSinceReview}`).waitFor();
    await pending.getByRole('listitem', { name: 'Midnight Karaoke' }).getByText('Now with a live band and a cover charge.').waitFor();

    await pending.getByRole('listitem', { name: 'Midnight Karaoke' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reject' }).click();
    await pending.getByRole('listitem', { name: 'Midnight Karaoke' }).waitFor({ state: 'detached' });
    await main(page).getByText('No events are waiting for approval.').waitFor();

    const reported = main(page).getByRole('list', { name: 'Reported posts' });
    const spam = reported.getByRole('listitem', { name: 'Buy cheap followers now!!!' });
    await spam.getByText('Spam').waitFor();
    await spam.getByRole('button', { name: 'Delete Post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Post' }).click();
    await spam.waitFor({ state: 'detached' });
    await main(page).getByText('No open reports.').waitFor();
    const log = main(page).getByRole('list', { name: 'Moderation log' });
    await log.getByText('“Buy cheap followers now!!!”').waitFor();
    await log.getByText('“Robotics Club Hack Night”').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // A visitor now finds the approved event, and neither the rejected nor the deleted post.
    const visitor = await openPage(journey.browser);
    await visitor.page.goto(journey.server.url);
    await nav(visitor.page).getByRole('link', { name: 'Events', exact: true }).click();
    await main(visitor.page).getByRole('article', { name: 'Robotics Club Hack Night' }).waitFor();
    expect(await main(visitor.page).getByRole('article', { name: 'Midnight Karaoke' }).count()).toBe(0);
    await nav(visitor.page).getByRole('link', { name: 'Home' }).click();
    await main(visitor.page).getByRole('article', { name: 'To whoever left chai at my desk' }).waitFor();
    expect(await main(visitor.page).getByRole('article', { name: 'Buy cheap followers now!!!' }).count()).toBe(0);
    await visitor.context.close();

    // Meera hears that her event is live; Asha that hers was not approved.
    const meera = await apiToken(journey.server.url, 'meera@quad.campus');
    const notes = (await (await fetch(`${journey.server.url}/api/notifications`, { headers: { authorization: `Bearer ${meera}` } })).json()) as {
      message: string;
    }[];
    expect(notes.map((n) => n.message)).toContain('Your event "Robotics Club Hack Night" was approved and is now live.');
  });

  it('a student picks a new avatar and sees it on their posts; the host exports registrations from the profile', async () => {
    const { page, context, errors } = await openPage(journey.browser, PHONE);
    await page.goto(journey.server.url);
    await logIn(page, 'asha@quad.campus');
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    await main(page).getByRole('button', { name: 'Edit profile image' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Profile Image' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText(MESSAGES.avatarRequired).waitFor();
    await modal.getByText('Comet').click();
    await screenshot(page, 'avatar-modal-phone');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });

    // Her posts in the profile carry the new avatar; so do they on Home, after a reload too.
    const own = main(page).getByRole('list', { name: 'Your posts' });
    const chai = own.getByRole('article', { name: 'To whoever left chai at my desk' });
    await expect.poll(() => chai.locator('img').first().getAttribute('src'), { timeout: 10_000 }).toBe('/avatars/comet.svg');
    await page.reload();
    await nav(page).getByRole('link', { name: 'Home' }).click();
    const onHome = main(page).getByRole('article', { name: 'To whoever left chai at my desk' });
    await expect.poll(() => onHome.locator('img').first().getAttribute('src'), { timeout: 10_000 }).toBe('/avatars/comet.svg');

    // Stats, then the host's registrations and the export on her own event.
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    const stats = main(page).locator('dl').first();
    await expect.poll(async () => (await stats.textContent()) ?? '').toMatch(/Posts\s*\d+/);
    const openMic = main(page).getByRole('list', { name: 'Your posts' }).getByRole('article', { name: 'Open Mic Night' });
    await openMic.getByText(/5 registrations/).waitFor();
    await screenshot(page, 'profile-phone');
    const download = page.waitForEvent('download');
    await openMic.getByRole('button', { name: 'Export Data' }).click();
    expect((await download).suggestedFilename()).toBe('registrations_Open_Mic_Night.csv');
    expect(errors).toEqual([]);
    await context.close();
  });
});
