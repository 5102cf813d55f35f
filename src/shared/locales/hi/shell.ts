import type { Catalog } from '../../i18n.ts';

/** The app's shell, shared components, the feed, sign-in, help, the installed app and notifications. */
export const shell: Catalog = {};
