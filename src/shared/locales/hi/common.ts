import type { Catalog } from '../../i18n.ts';

/** The words every screen shares. */
export const common: Catalog = {
  'just now': 'अभी-अभी',
  '{count, plural, one {# year ago} other {# years ago}}': '{count} वर्ष पहले',
  '{count, plural, one {# month ago} other {# months ago}}': '{count} माह पहले',
  '{count, plural, one {# week ago} other {# weeks ago}}': '{count} सप्ताह पहले',
  '{count, plural, one {# day ago} other {# days ago}}': '{count} दिन पहले',
  '{count, plural, one {# hour ago} other {# hours ago}}': '{count} घंटे पहले',
  '{count, plural, one {# minute ago} other {# minutes ago}}': '{count} मिनट पहले',
  '{count, plural, one {in # year} other {in # years}}': '{count} वर्ष में',
  '{count, plural, one {in # month} other {in # months}}': '{count} माह में',
  '{count, plural, one {in # week} other {in # weeks}}': '{count} सप्ताह में',
  '{count, plural, one {in # day} other {in # days}}': '{count} दिन में',
  '{count, plural, one {in # hour} other {in # hours}}': '{count} घंटे में',
  '{count, plural, one {in # minute} other {in # minutes}}': '{count} मिनट में',
  'last year': 'पिछला वर्ष',
  'last month': 'पिछला माह',
  'last week': 'पिछला सप्ताह',
  yesterday: 'कल',
  'next year': 'अगला वर्ष',
  'next month': 'अगला माह',
  'next week': 'अगला सप्ताह',
  tomorrow: 'कल',
  Language: 'भाषा',
};
