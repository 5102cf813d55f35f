import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
const OWNER = 'rahul@quad.campus';
const MEMBER = 'meera@quad.campus';
const ADMIN = 'admin@quad.campus';
const CLUB = 'Chess Circle';

interface Member {
  userId: string;
  name: string;
  role: string;
}

async function membersOf(base: string, slug: string, token: string): Promise<Member[]> {
  const response = await fetch(`${base}/api/clubs/${slug}/members`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Member[];
}

async function signedIn(journey: ReturnType<typeof useJourney>, viewport: { width: number; height: number }, email: string, touch = false) {
  const opened = await openPage(journey.browser, viewport, { touch });
  await opened.page.goto(journey.server.url);
  await logIn(opened.page, email);
  return opened;
}

const clubPage = (page: Page) => main(page).getByRole('heading', { level: 1, name: CLUB });

describe('clubs in the browser', () => {
  const journey = useJourney();

  it('a student asks for a club through the form, an admin approves it, and the owner makes a member an officer', async () => {
    const base = journey.server.url;

    // Rahul opens Clubs and asks for a club.
    const owner = await signedIn(journey, PHONE_390, OWNER, true);
    // On a phone Clubs sits in the header, beside the brand.
    await owner.page.getByRole('banner').getByRole('link', { name: 'Clubs' }).click();
    await owner.page.waitForURL(/\/clubs$/);
    await main(owner.page).getByRole('heading', { name: 'Coding Club' }).waitFor();
    await main(owner.page).getByRole('button', { name: 'Ask for a club' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Ask for a club' });
    await form.getByRole('button', { name: 'Ask for the club' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please fill in the Name, Address, Category and Description fields.' }).waitFor();
    await form.getByLabel('Name').fill(CLUB);
    expect(await form.getByLabel('Address').inputValue()).toBe('chess-circle');
    await form.getByText(/\/clubs\/chess-circle$/).waitFor();
    await form.getByLabel('Category').selectOption({ label: 'Others' });
    await form.getByLabel('Description').fill('Weekly games and an inter-hostel tournament.');
    await form.getByLabel('Contact email').fill('chess@quad.campus');
    await screenshot(owner.page, 'club-form-390');
    await form.getByRole('button', { name: 'Ask for the club' }).click();
    await owner.page.waitForURL(/\/clubs\/chess-circle$/);
    await clubPage(owner.page).waitFor();
    await main(owner.page).getByText('Waiting for approval', { exact: false }).waitFor();

    // The admin finds it in the admin screen's Clubs section and approves it.
    const admin = await signedIn(journey, DESKTOP, ADMIN);
    await admin.page.goto(`${base}/admin`);
    const queue = main(admin.page).getByRole('region', { name: 'New clubs waiting for approval' });
    await queue.getByRole('link', { name: CLUB }).waitFor();
    await queue.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'clubs-admin-1280');
    await queue.getByRole('button', { name: `Approve ${CLUB}` }).click();
    await queue.getByText('No new clubs are waiting.').waitFor();

    // Meera finds it in the directory and joins through its page.
    const member = await signedIn(journey, DESKTOP, MEMBER);
    await member.page.goto(`${base}/clubs?q=chess`);
    await main(member.page).getByRole('link', { name: CLUB }).click();
    await member.page.waitForURL(/\/clubs\/chess-circle$/);
    await main(member.page).getByRole('button', { name: 'Join' }).click();
    await main(member.page).getByRole('button', { name: 'Leave' }).waitFor();

    // Rahul, its owner, makes her an officer.
    await owner.page.reload();
    await clubPage(owner.page).waitFor();
    const role = main(owner.page).getByLabel(/^Meera .*'s role$/);
    await role.selectOption('officer');
    const token = await apiToken(base, OWNER);
    await expect.poll(async () => (await membersOf(base, 'chess-circle', token)).find((m) => m.name.startsWith('Meera'))?.role).toBe('officer');
    await owner.page.reload();
    await main(owner.page).getByText('Officer', { exact: true }).first().waitFor();
    expect(await seriousViolations(owner.page, 'main')).toEqual([]);

    // Meera graduates: she marks herself alumni from the members list, after saying so in the dialog.
    await member.page.reload();
    await main(member.page).getByRole('button', { name: "I've graduated" }).click();
    const dialog = member.page.getByRole('alertdialog', { name: 'Mark yourself as alumni?' });
    await dialog.waitFor();
    await settled(member.page);
    await screenshot(member.page, 'club-graduate-1280');
    await dialog.getByRole('button', { name: 'Mark me alumni' }).click();
    await expect.poll(async () => (await membersOf(base, 'chess-circle', token)).find((m) => m.name.startsWith('Meera'))?.role).toBe('alumni');
    await main(member.page).getByText('Alumni', { exact: true }).first().waitFor();

    // Back returns to the directory, and reload keeps the club's address.
    await owner.page.goBack();
    await owner.page.goBack();
    expect(owner.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });

  it('the directory and a club page, on a phone and a desk', async () => {
    const base = journey.server.url;
    for (const [viewport, width] of [
      [PHONE_390, 390],
      [DESKTOP, 1280],
    ] as const) {
      const { page, errors } = await signedIn(journey, viewport, 'asha@quad.campus', width === 390);
      await page.goto(`${base}/clubs`);
      await main(page).getByRole('heading', { name: 'Football Club' }).waitFor();
      expect(await page.title()).toBe('Clubs · Quad');
      // The desk's rail has Clubs; a phone's header has it, its bottom bar keeping the seven it holds at 320 px.
      const where = width === 390 ? page.getByRole('banner') : nav(page);
      expect(await where.getByRole('link', { name: 'Clubs' }).getAttribute('aria-current')).toBe('page');
      expect(await nav(page).getByRole('link', { name: 'Clubs' }).isVisible()).toBe(width === 1280);
      await settled(page);
      await screenshot(page, `clubs-directory-${width}`);
      await page.goto(`${base}/clubs/dramatics-society`);
      await main(page).getByRole('heading', { level: 1, name: 'Dramatics Society' }).waitFor();
      await main(page).getByRole('heading', { name: 'Members' }).waitFor();
      await settled(page);
      expect(await page.title()).toBe('Dramatics Society · Quad');
      await screenshot(page, `club-page-${width}`);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(errors).toEqual([]);
    }
    // The narrowest phone: the header holds the brand, Clubs and the account; nothing is wider than the screen.
    const { page } = await signedIn(journey, { width: 320, height: 640 }, 'asha@quad.campus', true);
    await page.goto(`${base}/clubs`);
    await main(page).getByRole('heading', { name: 'Football Club' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Clubs' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await screenshot(page, 'clubs-directory-320');
  });
});
