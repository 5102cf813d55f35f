/**
 * The Hindi catalogue (decision 055): every English template Quad shows or emails, in Hindi. One part per area of
 * the product, merged here; `scripts/i18n-texts.test.ts` fails when an id used anywhere is missing from it, or when
 * a translation names other values than its English template.
 */
import type { Catalog } from '../i18n.ts';
import { common } from './hi/common.ts';
import { textsA } from './hi/texts-a.ts';
import { textsB } from './hi/texts-b.ts';
import { shared } from './hi/shared.ts';
import { shell } from './hi/shell.ts';
import { events } from './hi/events.ts';
import { account } from './hi/account.ts';
import { payments } from './hi/payments.ts';
import { statements } from './hi/statements.ts';
import { gateway } from './hi/gateway.ts';
import { hostPayments } from './hi/host-payments.ts';
import { addresses } from './hi/addresses.ts';
import { forms } from './hi/forms.ts';
import { cards } from './hi/cards.ts';
import { doorDays } from './hi/door-days.ts';
import { offline } from './hi/offline.ts';
import { search } from './hi/search.ts';
import { clubs } from './hi/clubs.ts';
import { clubEvents } from './hi/club-events.ts';
import { clubNews } from './hi/club-news.ts';
import { clubScreens } from './hi/club-screens.ts';
import { attendance } from './hi/attendance.ts';

export const hi: Catalog = {
  ...common,
  ...textsA,
  ...textsB,
  ...shared,
  ...shell,
  ...events,
  ...account,
  ...payments,
  ...statements,
  ...gateway,
  ...hostPayments,
  ...addresses,
  ...doorDays,
  ...forms,
  ...cards,
  ...offline,
  ...search,
  ...clubs,
  ...clubEvents,
  ...clubNews,
  ...clubScreens,
  ...attendance,
};
