import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { main, useJourney } from './support/journey.ts';
import { logIn, seriousViolations } from './support/session.ts';

const PHONE_390 = { width: 390, height: 844 };
/** A day the campus has not passed yet, in any time zone: tomorrow, as UTC counts. */
const tomorrow = (): string => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe("the year's handover, in the browser", () => {
  const journey = useJourney();

  it("the admin starts a year; one club's owner confirms, another's does not; closed, that club is flagged with no owner", async () => {
    const base = journey.server.url;
    const desk = await openPage(journey.browser, DESKTOP);
    await desk.page.goto(base);
    await logIn(desk.page, 'admin@quad.campus');
    await desk.page.goto(`${base}/admin`);
    const year = main(desk.page).getByRole('region', { name: 'Year of clubs' });
    await year.getByText('No year has been started yet.').waitFor();
    const start = year.getByRole('form', { name: 'Start a year' });
    await start.getByLabel('The year starts on').fill(tomorrow());
    await start.getByRole('button', { name: 'Start the year' }).click();
    await year.getByText(/The year has started: officers have until/).waitFor();

    // Asha, the Coding Club's owner, confirms from its page.
    const phone = await openPage(journey.browser, PHONE_390, { touch: true });
    await phone.page.goto(base);
    await logIn(phone.page, 'asha@quad.campus');
    await phone.page.goto(`${base}/clubs/coding-club`);
    const banner = main(phone.page).getByRole('region', { name: 'Confirm for the year' });
    await banner.getByText(/Confirm you are still an officer of Coding Club by/).waitFor();
    expect(await seriousViolations(phone.page, 'main')).toEqual([]);
    await screenshot(phone.page, 'club-confirm-390');
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await main(phone.page).getByText('Thank you: you are confirmed as an officer of Coding Club for this year.').waitFor();
    expect(phone.errors).toEqual([]);

    // The admin sees the progress, then closes the window: Rahul never confirmed for the Football Club.
    await desk.page.reload();
    const progress = main(desk.page).getByRole('region', { name: 'Year of clubs' });
    await progress.getByRole('row', { name: /Coding Club 1 of 2/ }).waitFor();
    await progress.getByRole('button', { name: 'Close confirmations now' }).click();
    await progress.getByText('Confirmations closed: officers who did not confirm are now members.').waitFor();
    const orphaned = progress.getByRole('region', { name: 'Clubs with no owner: appoint one' });
    await orphaned.getByRole('listitem', { name: 'Football Club' }).waitFor();
    expect(await orphaned.getByRole('listitem', { name: 'Coding Club' }).count()).toBe(0);
    await orphaned.scrollIntoViewIfNeeded();
    await settled(desk.page);
    await screenshot(desk.page, 'club-year-1280');
    expect(desk.errors).toEqual([]);

    const adminPhone = await openPage(journey.browser, PHONE_390, { touch: true });
    await adminPhone.page.goto(base);
    await logIn(adminPhone.page, 'admin@quad.campus');
    await adminPhone.page.goto(`${base}/admin`);
    // Flagged in the club queue too, beside the year's own list where the admin appoints an owner.
    await main(adminPhone.page).getByRole('region', { name: 'Clubs with no owner', exact: true }).getByText('Football Club').waitFor();
    const onPhone = main(adminPhone.page).getByRole('region', { name: 'Clubs with no owner: appoint one' });
    await onPhone.getByRole('listitem', { name: 'Football Club' }).waitFor();
    await onPhone.scrollIntoViewIfNeeded();
    await settled(adminPhone.page);
    await screenshot(adminPhone.page, 'club-year-390');
    expect(adminPhone.errors).toEqual([]);
  });
});
