import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot, settled } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const TITLE = 'I failed my first midterm';
const ASHA = 'Asha';

async function openComments(page: Page) {
  const card = main(page).getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: 'Comment' }).click();
  const overlay = page.getByRole('dialog', { name: 'Comments' });
  await overlay.waitFor();
  return overlay;
}

async function comment(page: Page, text: string) {
  const overlay = page.getByRole('dialog', { name: 'Comments' });
  await overlay.getByLabel('Add a comment').fill(text);
  await overlay.getByRole('button', { name: 'Send' }).click();
  await overlay.getByRole('list', { name: `Comments on ${TITLE}` }).getByText(text).waitFor();
}

describe('an anonymous Consight, from post to comments', () => {
  const journey = useJourney();

  it('Asha posts anonymously; Rahul sees only its pseudonym, on the card and in the comments, where Asha answers under it', async () => {
    const asha = await openPage(journey.browser);
    await asha.page.goto(journey.server.url);
    await logIn(asha.page, 'asha@quad.campus');
    await asha.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Add' }).click();
    const dialog = asha.page.getByRole('dialog', { name: 'Create a post' });
    await dialog.waitFor();
    await settled(asha.page);
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Content').fill('Everyone seems to be doing fine but me.');
    await dialog.getByRole('checkbox', { name: MESSAGES.postAnonymously }).check();
    await dialog.getByText(MESSAGES.postAnonymouslyHint).waitFor();
    expect(await seriousViolations(asha.page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.waitFor({ state: 'detached' });

    const list = (await (await fetch(`${journey.server.url}/api/posts?type=confession`)).json()) as Post[];
    const post = list.find((p) => p.title === TITLE);
    const pseudonym = post?.author ?? '';
    expect(pseudonym).toMatch(/^Anonymous /);
    expect(post?.userId).toBe('');

    // Asha sees it as hers.
    const mine = main(asha.page).getByRole('article', { name: TITLE });
    await mine.getByText(MESSAGES.postedAnonymously).waitFor();
    await mine.getByText(pseudonym, { exact: true }).waitFor();

    // Rahul sees the pseudonym, never Asha.
    const rahul = await openPage(journey.browser);
    await rahul.page.goto(journey.server.url);
    await logIn(rahul.page, 'rahul@quad.campus');
    const card = main(rahul.page).getByRole('article', { name: TITLE });
    await card.getByText(pseudonym, { exact: true }).waitFor();
    expect(await card.textContent()).not.toContain(ASHA);
    expect(await card.getByText(MESSAGES.postedAnonymously).count()).toBe(0);
    await openComments(rahul.page);
    await comment(rahul.page, 'Same here, you are not alone.');
    await rahul.page.keyboard.press('Escape');

    // Asha answers in the comments: under the post's pseudonym, marked as its author.
    await asha.page.reload();
    await openComments(asha.page);
    await comment(asha.page, 'Thank you, that helps.');
    await asha.context.close();

    await rahul.page.reload();
    const overlay = await openComments(rahul.page);
    const comments = overlay.getByRole('list', { name: `Comments on ${TITLE}` });
    const answer = comments.getByRole('listitem').filter({ hasText: 'Thank you, that helps.' });
    await answer.getByText(pseudonym, { exact: true }).waitFor();
    await answer.getByText(MESSAGES.anonymousAuthorMark, { exact: true }).waitFor();
    expect(await comments.textContent()).not.toContain(ASHA);
    expect(await seriousViolations(rahul.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rahul.page, 'anonymous-consight-comments');
    expect(rahul.errors).toEqual([]);
    await rahul.context.close();
  });
});
