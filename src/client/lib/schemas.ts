/**
 * The API's answer schemas, loaded on demand: zod and the shared schemas are not part of the first load
 * (decision 014). Each entry starts loading when a call starts, alongside the request, and the answer is
 * validated as before once both are in.
 */
// zod is configured (jitless, for our CSP) before any schema module is evaluated. zod-setup also shares zod's
// chunk (vite.config.ts), so any other road to zod configures it first too.
const configured = () => import('./zod-setup.ts');
const auth = () => configured().then(() => import('../../shared/schemas/auth.ts'));
const posts = () => configured().then(() => import('../../shared/schemas/posts.ts'));
const interactions = () => configured().then(() => import('../../shared/schemas/interactions.ts'));
const events = () => configured().then(() => import('../../shared/schemas/events.ts'));
const admin = () => configured().then(() => import('../../shared/schemas/admin.ts'));
const profile = () => configured().then(() => import('../../shared/schemas/profile.ts'));
const stream = () => configured().then(() => import('../../shared/schemas/stream.ts'));
const calendarFiles = () => configured().then(() => import('../../shared/schemas/calendar-files.ts'));
const emailPreferences = () => configured().then(() => import('../../shared/schemas/email-preferences.ts'));
// Trust and safety: word filters
const wordFilters = () => configured().then(() => import('../../shared/schemas/word-filters.ts'));
const people = () => configured().then(() => import('../../shared/schemas/people.ts'));
const account = () => configured().then(() => import('../../shared/schemas/account.ts'));
// Deleting an account (decision 048)
const accountDeletion = () => configured().then(() => import('../../shared/schemas/account-deletion.ts'));
// At the door (decision 049)
const door = () => configured().then(() => import('../../shared/schemas/door.ts'));
// Web Push (decision 051)
const push = () => configured().then(() => import('../../shared/schemas/push.ts'));

export const schemas = {
  SessionUserSchema: () => auth().then((m) => m.SessionUserSchema),
  MeSchema: () => auth().then((m) => m.MeSchema),
  OkSchema: () => auth().then((m) => m.OkSchema),
  AcceptedSchema: () => auth().then((m) => m.AcceptedSchema),
  PublicConfigSchema: () => auth().then((m) => m.PublicConfigSchema),
  PostSchema: () => posts().then((m) => m.PostSchema),
  PostListSchema: () => posts().then((m) => m.PostListSchema),
  CommentListSchema: () => interactions().then((m) => m.CommentListSchema),
  LikeStateSchema: () => interactions().then((m) => m.LikeStateSchema),
  LikedPostsSchema: () => interactions().then((m) => m.LikedPostsSchema),
  NotificationListSchema: () => interactions().then((m) => m.NotificationListSchema),
  UnreadCountSchema: () => interactions().then((m) => m.UnreadCountSchema),
  RegistrationSchema: () => events().then((m) => m.RegistrationSchema),
  RegisteredEventIdsSchema: () => events().then((m) => m.RegisteredEventIdsSchema),
  RegistrationCountsSchema: () => events().then((m) => m.RegistrationCountsSchema),
  CalendarEntryListSchema: () => events().then((m) => m.CalendarEntryListSchema),
  CalendarDaysSchema: () => events().then((m) => m.CalendarDaysSchema),
  CalendarAddSchema: () => events().then((m) => m.CalendarAddSchema),
  ReportedPostListSchema: () => admin().then((m) => m.ReportedPostListSchema),
  AuditEntryListSchema: () => admin().then((m) => m.AuditEntryListSchema),
  RevealedAuthorSchema: () => admin().then((m) => m.RevealedAuthorSchema),
  FailedEmailListSchema: () => admin().then((m) => m.FailedEmailListSchema),
  ProfileStatsSchema: () => profile().then((m) => m.ProfileStatsSchema),
  AvatarAnswerSchema: () => profile().then((m) => m.AvatarAnswerSchema),
  /** PUT /api/profile/locale answers the language saved (decision 055). */
  LocaleAnswerSchema: () => profile().then((m) => m.LocaleInputSchema),
  CalendarFeedStatusSchema: () => calendarFiles().then((m) => m.CalendarFeedStatusSchema),
  NewCalendarFeedSchema: () => calendarFiles().then((m) => m.NewCalendarFeedSchema),
  EmailPreferencesSchema: () => emailPreferences().then((m) => m.EmailPreferencesSchema),
  UnsubscribeAnswerSchema: () => emailPreferences().then((m) => m.UnsubscribeAnswerSchema),
  // Trust and safety: word filters
  WordFilterSchema: () => wordFilters().then((m) => m.WordFilterSchema),
  WordFilterListSchema: () => wordFilters().then((m) => m.WordFilterListSchema),
  WordFilterTestResultSchema: () => wordFilters().then((m) => m.WordFilterTestResultSchema),
  CaughtCommentListSchema: () => wordFilters().then((m) => m.CaughtCommentListSchema),
  // People (decision 044)
  PersonAccountSchema: () => people().then((m) => m.PersonAccountSchema),
  PersonAccountListSchema: () => people().then((m) => m.PersonAccountListSchema),
  // Your account (decision 047)
  AccountSessionListSchema: () => account().then((m) => m.AccountSessionListSchema),
  BlockedPersonListSchema: () => account().then((m) => m.BlockedPersonListSchema),
  CommentsClosedSchema: () => account().then((m) => m.CommentsClosedSchema),
  // Deleting an account (decision 048)
  DeletionPreviewSchema: () => accountDeletion().then((m) => m.DeletionPreviewSchema),
  // At the door (decision 049)
  MyRegistrationsSchema: () => door().then((m) => m.MyRegistrationsSchema),
  HostRegistrationsSchema: () => door().then((m) => m.HostRegistrationsSchema),
  StaffListSchema: () => door().then((m) => m.StaffListSchema),
  // The door in the browser (decision 053)
  DoorSnapshotSchema: () => door().then((m) => m.DoorSnapshotSchema),
  ScansAnswerSchema: () => door().then((m) => m.ScansAnswerSchema),
  /** POST .../check-ins/{registrationId}/undo answers the door's counts. */
  UndoCheckInAnswerSchema: () => door().then((m) => m.ScansAnswerSchema.pick({ counts: true })),
  MyTicketsSchema: () => door().then((m) => m.MyTicketsSchema),
  // Web Push (decision 051)
  PushKeySchema: () => push().then((m) => m.PushKeySchema),
  PushDeviceSchema: () => push().then((m) => m.PushDeviceSchema),
  PushDeviceListSchema: () => push().then((m) => m.PushDeviceListSchema),
  PushPreferencesSchema: () => push().then((m) => m.PushPreferencesSchema),
};

/** Whole schema modules, for the forms that validate before sending (loaded at submit, configured first) and the live stream. */
export const schemaModules = { auth, posts, interactions, events, admin, profile, stream };
