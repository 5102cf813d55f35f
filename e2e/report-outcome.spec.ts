import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { openPage, screenshot } from './support/browser.ts';
import { useJourney, main, nav } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const SPAM = 'Buy cheap followers now!!!';
const NOTE = 'A club notice, not spam: the link is the club’s own page.';

describe('the outcome of a report in the browser (decision 044)', () => {
  const journey = useJourney();

  it('Rahul reports a post, the admin dismisses it with a note, and Rahul reads the outcome in his notifications', async () => {
    const rahul = await openPage(journey.browser);
    await rahul.page.goto(journey.server.url);
    await logIn(rahul.page, 'rahul@quad.campus');
    const card = main(rahul.page).getByRole('article', { name: SPAM });
    await card.getByRole('button', { name: /Post options/ }).click();
    await card.getByRole('menuitem', { name: 'Report' }).click();
    const modal = rahul.page.getByRole('dialog', { name: 'Report Post' });
    await modal.getByRole('radio', { name: 'Spam' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await rahul.page.getByRole('status').filter({ hasText: MESSAGES.reportThanks }).waitFor();

    const admin = await openPage(journey.browser);
    await admin.page.goto(journey.server.url);
    await logIn(admin.page, 'admin@quad.campus');
    await nav(admin.page).getByRole('link', { name: 'Admin' }).click();
    const item = main(admin.page).getByRole('list', { name: 'Reported posts' }).getByRole('listitem', { name: SPAM });
    await item.getByRole('button', { name: 'Dismiss' }).click();
    const dialog = admin.page.getByRole('alertdialog');
    await dialog.getByLabel(MESSAGES.dismissNoteLabel).fill(NOTE);
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'dismiss-with-note');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await item.waitFor({ state: 'detached' });
    await main(admin.page).getByRole('list', { name: 'Moderation log' }).getByText(`“${SPAM}”`).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The outcome reaches Rahul while he is on Quad: the bell counts it, and the list says it with the note.
    await nav(rahul.page).getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    const list = main(rahul.page).getByRole('list', { name: 'Notifications' });
    await list.getByText(MESSAGES.moderationOutcomes.reportDismissedWithNote(SPAM, NOTE)).waitFor();
    await screenshot(rahul.page, 'report-outcome-notification');
    expect(rahul.errors).toEqual([]);
    await rahul.context.close();
  });
});
