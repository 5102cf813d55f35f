/**
 * Club news (decision 081): the English templates of announcements and the year's handover, shared by the server
 * (answers, notifications, emails) and the client. Each goes through `t()`; Hindi in locales/hi/club-news.ts.
 */
export const CLUB_NEWS_MESSAGES = {
  heldForModerator: "Held for a moderator: new clubs' announcements are checked first.",
  heldByWordFilter: 'Held for a moderator: the word filter asked for a look.',
  heldBadge: 'Held for a moderator',
  rejectedBadge: 'Not published',
  published: 'Announcement published. Your followers are being told.',
  dailyLimit: 'This club has posted {n} announcements today, the most a day. Try again tomorrow.',
  notManager: "Only the club's owners and officers can do that.",
  clubNotActive: 'This club is not active, so it cannot post announcements.',
  notFound: 'Announcement not found.',
  notHeld: 'This announcement is not waiting for a moderator.',
  clubNotFound: 'Club not found.',
  yearInPast: 'Choose today or a later day for the start of the year.',
  noOpenYear: 'No year is waiting for its officers to confirm.',
  notOfficer: 'Only an owner or officer confirms for the year.',
  noConfirmNeeded: 'This club has no confirmation waiting.',
  ownerNotStudent: 'Choose a verified student to be the owner.',
  lastOwner: 'A club always keeps at least one owner: hand over ownership first.',
  alumniNotMember: 'Only an active member can be marked alumni.',
  alumniNotAllowed: 'Only an owner, or the member themself, can mark a member alumni.',
  confirmBanner: 'Confirm you are still an officer of {club} by {date}',
  confirmed: 'Thank you: you are confirmed as an officer of {club} for this year.',
  yearStarted: 'The year has started: officers have until {date} to confirm.',
  ownerAppointed: 'Owner appointed.',
} as const;
