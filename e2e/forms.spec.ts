/**
 * Forms that remember (decision 079): a host builds the registration questions with the keyboard and gets the
 * duration from the end time; a student's second registration is offered the phone and answers of the first.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import { DESKTOP, openPage, screenshot, settled } from './support/browser.ts';
import { verifiedStudent } from './support/email.ts';
import { main, nav, useJourney } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const PASSWORD = 'correct horse battery';
const PHONE_390 = { width: 390, height: 844 };
const WIDTHS = [
  ['1280', DESKTOP],
  ['390', PHONE_390],
] as const;

async function api<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A navigation item, a button or a link. */
const navItem = (page: Page, name: string): Locator =>
  nav(page).getByRole('button', { name, exact: true }).or(nav(page).getByRole('link', { name, exact: true })).first();

/** Asha's approved free event with the in-app form asking these questions. */
async function approvedEvent(base: string, title: string, registrationFields: string): Promise<string> {
  const hostToken = await apiToken(base, 'asha@quad.campus');
  const adminToken = await apiToken(base, 'admin@quad.campus');
  const post = await api<{ _id: string; version: number }>(base, hostToken, 'POST', '/posts', {
    type: 'event',
    title,
    content: 'Come along: there is chai.',
    location: 'Student Centre',
    eventStartDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    duration: '2 hours',
    registrationMethod: 'form',
    registrationLink: '',
    registrationFields,
  });
  await api(base, adminToken, 'PUT', `/posts/approve-event/${post._id}?version=${post.version}`);
  return post._id;
}

describe('forms that remember', () => {
  const journey = useJourney();

  it.each(WIDTHS)('a host builds the questions with the keyboard and gets the duration from the end time at %s px', async (width, viewport) => {
    const { page, context, errors } = await openPage(journey.browser, viewport);
    await page.goto(journey.server.url);
    await logIn(page, 'asha@quad.campus');
    await navItem(page, 'Add').click();
    const dialog = page.getByRole('dialog', { name: 'Create a post' });
    await dialog.waitFor();
    await settled(page);
    await dialog.getByLabel('Event', { exact: true }).check();
    await dialog.getByLabel('Title').fill(`Hack night ${width}`);
    await dialog.getByLabel('Content').fill('Build something by midnight.');
    await dialog.getByLabel('Location').fill('Lab 3');
    await dialog.getByLabel('Start date and time').fill('2031-03-14T18:00');
    await dialog.getByLabel('End date and time (optional)').fill('2031-03-14T20:30');
    expect(await dialog.getByLabel('Duration').inputValue()).toBe('2 hours 30 minutes');
    await dialog.getByLabel('In-App Form').check();

    await dialog.getByRole('button', { name: 'Add a question' }).click();
    await page.keyboard.type('Team name');
    await dialog.getByRole('button', { name: 'Add a question' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Year of study');
    await page.keyboard.press('Tab');
    await dialog.getByLabel('Answer 2').selectOption('options');
    // The first option has the focus; Enter goes on to the next.
    await page.keyboard.type('1st');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2nd');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3rd');
    await dialog.getByRole('button', { name: 'Move question 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await dialog.getByLabel('Question 1', { exact: true }).inputValue()).toBe('Year of study');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    const builder = dialog.getByRole('group', { name: 'Questions' });
    await builder.scrollIntoViewIfNeeded();
    await screenshot(page, `forms-question-builder-${width}`);
    // The builder itself, up close (the page's screenshot shows it in its place).
    await builder.screenshot({ path: join('test-results', 'screenshots', `forms-question-builder-${width}-close.png`) });

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit for approval' }).click();
    const post = (await (await saved).json()) as { registrationFields: string; duration: string };
    expect(post).toMatchObject({ registrationFields: 'Year of study:1st|2nd|3rd, Team name', duration: '2 hours 30 minutes' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)("a student's second registration is offered the first one's phone and answers at %s px", async (width, viewport) => {
    const base = journey.server.url;
    const email = await verifiedStudent(journey.server, 'Kavya Iyer', PASSWORD);
    const first = await approvedEvent(base, `Quiz league ${width}`, 'Year of study:1st|2nd|3rd|4th, Emergency contact');
    await approvedEvent(base, `Robotics meetup ${width}`, 'Year of study:1st|2nd|3rd|4th, Team name');
    const studentToken = await apiToken(base, email, PASSWORD);
    const answer = await api<{ phone: string }>(base, studentToken, 'POST', `/users/register-event/${first}`, {
      name: 'Kavya Iyer',
      email,
      phone: '+91 98765 43210',
      'Year of study': '3rd',
      'Emergency contact': '098765-43210',
    });
    expect(answer.phone).toBe('9876543210');

    const { page, context, errors } = await openPage(journey.browser, viewport);
    await page.goto(base);
    await logIn(page, email, PASSWORD);
    await navItem(page, 'Events').click();
    const title = `Robotics meetup ${width}`;
    await main(page).getByRole('article', { name: title }).getByRole('button', { name: 'Details' }).click();
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    await main(page).getByRole('button', { name: 'REGISTER NOW' }).click();
    const modal = page.getByRole('dialog', { name: `Register for ${title}` });
    const phone = modal.getByLabel(/^Phone/);
    await expect.poll(() => phone.inputValue()).toBe('9876543210');
    expect(await modal.getByRole('combobox', { name: /Year of study/ }).inputValue()).toBe('3rd');
    expect(await modal.getByLabel(/^Team name/).inputValue()).toBe('');
    await modal.getByLabel(/^Team name/).fill('Line followers');
    await settled(page);
    await screenshot(page, `forms-prefilled-registration-${width}`);
    await modal.getByRole('button', { name: 'Register' }).click();
    await modal.getByText(MESSAGES.registeredForEvent).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
