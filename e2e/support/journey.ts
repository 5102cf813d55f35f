/**
 * One spec file's world: a Quad process on a fresh database and a Chromium, started before its tests and
 * stopped after them; plus the page's landmarks that every journey looks in.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Call inside a describe block: registers the start and stop hooks and answers the running pair. A journey that
 * needs a Chromium launched its own way (a fake camera) passes `browser: false` and launches that one itself, so
 * that each file runs one Quad and one Chromium.
 */
export function useJourney(env: Record<string, string> = {}, { browser: withBrowser = true } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    if (withBrowser) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey has not started: use it inside a test.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

export const main = (page: Page) => page.getByRole('main');
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
