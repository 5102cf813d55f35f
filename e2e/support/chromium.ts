import { existsSync } from 'node:fs';

/** The Chromium the journeys drive: CHROME_PATH, else Debian's. */
export const chromiumPath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';
export const hasChromium = (): boolean => existsSync(chromiumPath());
export const CHROMIUM_MISSING =
  'Browser tests need Chromium: install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.';
