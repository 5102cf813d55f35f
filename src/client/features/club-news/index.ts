/** Club news (decision 081): what the club page and the admin screen compose. */
export { ClubAnnouncements } from './components/club-announcements.tsx';
export { ClubOfficerConfirm } from './components/club-officer-confirm.tsx';
export { HeldAnnouncements } from './components/held-announcements.tsx';
export { ClubYearAdmin } from './components/club-year-admin.tsx';
