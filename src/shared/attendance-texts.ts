/**
 * Following clubs and the events a student attended (decision 081): the English templates shared by the server's
 * answers and the client. Each goes through `t()`; Hindi in locales/hi/attendance.ts.
 */
export const ATTENDANCE_TEXTS = {
  unknownFeedView: "The feed's view can only be 'following'.",
  followingNeedsLogin: 'Log in to see the events of the clubs you follow.',
  followingEmpty: 'Follow clubs to see their events here.',
  attendedTitle: 'Events I attended',
  attendedEmpty: 'Events you are checked in at show here.',
  onlyYou: 'Only you can see this.',
  shownOnProfile: 'Shown on your profile.',
  showOnProfile: 'Show on my profile',
  downloadCsv: 'Download CSV',
  notShown: 'This student keeps the events they attended to themselves.',
  clubAttendanceTitle: 'Attendance at our events',
  clubNotFound: 'Club not found.',
  clubOfficersOnly: "Only the club's owners and officers see its attendance.",
} as const;
