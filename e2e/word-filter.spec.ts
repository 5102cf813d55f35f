import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { openPage, screenshot } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const CHAI = 'To whoever left chai at my desk';

describe('the word filter in the browser', () => {
  const journey = useJourney();

  it('an admin adds a blocked word; a comment that hides it with a look-alike letter is refused in the comment box', async () => {
    const admin = await openPage(journey.browser);
    await admin.page.goto(journey.server.url);
    await logIn(admin.page, 'admin@quad.campus');
    await nav(admin.page).getByRole('link', { name: 'Admin' }).click();
    const section = main(admin.page).getByRole('region', { name: 'Word filters' });
    await section.getByText(MESSAGES.wordFilterNoFilters).waitFor();
    await section.getByLabel('Word or phrase').fill('scam');
    await section.getByLabel('Action').selectOption('block');
    await section.getByRole('button', { name: 'Add filter' }).click();
    await section.getByRole('list', { name: 'Word filters' }).getByText('scam').waitFor();

    // The test box says what a text would trigger.
    await section.getByLabel('Text to test').fill('This is a total \u0455c\u0430m');
    await section.getByRole('button', { name: 'Test', exact: true }).click();
    await section.getByText(/matched “scam”/).waitFor();
    expect(await seriousViolations(admin.page)).toEqual([]);
    await screenshot(admin.page, 'word-filters');
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const rahul = await openPage(journey.browser);
    await rahul.page.goto(journey.server.url);
    await logIn(rahul.page, 'rahul@quad.campus');
    const card = main(rahul.page).getByRole('article', { name: CHAI });
    await card.getByRole('button', { name: 'Comment' }).click();
    const overlay = rahul.page.getByRole('dialog', { name: 'Comments' });
    // A Cyrillic "а" in place of the Latin one.
    await overlay.getByLabel('Add a comment').fill('Sounds like a sc\u0430m to me');
    const answered = rahul.page.waitForResponse((r) => r.url().endsWith('/comments') && r.request().method() === 'POST');
    await overlay.getByRole('button', { name: 'Send' }).click();
    expect((await answered).status()).toBe(422);
    await overlay.getByRole('alert').getByText(MESSAGES.wordFilterBlocked).waitFor();
    // The text stays for the student to change.
    expect(await overlay.getByLabel('Add a comment').inputValue()).toBe('Sounds like a sc\u0430m to me');
    await rahul.context.close();
  });
});
