/**
 * The API's answer schemas, loaded on demand: zod and the shared schemas are not part of the first load
 * (decision 014). Each entry starts loading when a call starts, alongside the request, and the answer is
 * validated as before once both are in.
 */
// zod is configured (jitless, for our CSP) before any schema module is evaluated: zod-setup shares zod's chunk
// (vite.config.ts), which runs the configuration as it is evaluated, and every schema module imports that chunk, so
// it is evaluated first. Both are fetched at once (a schema module waiting for zod's 23 KB before it is even asked
// for put a round trip and a transfer on the road to the first posts), and both are waited for.
const configured = () => import('./zod-setup.ts');
const withZod = <M>(schemaModule: Promise<M>): Promise<M> => Promise.all([configured(), schemaModule]).then(([, m]) => m);
const auth = () => withZod(import('../../shared/schemas/auth.ts'));
const posts = () => withZod(import('../../shared/schemas/posts.ts'));
const interactions = () => withZod(import('../../shared/schemas/interactions.ts'));
const events = () => withZod(import('../../shared/schemas/events.ts'));
const admin = () => withZod(import('../../shared/schemas/admin.ts'));
const profile = () => withZod(import('../../shared/schemas/profile.ts'));
const stream = () => withZod(import('../../shared/schemas/stream.ts'));
const calendarFiles = () => withZod(import('../../shared/schemas/calendar-files.ts'));
const emailPreferences = () => withZod(import('../../shared/schemas/email-preferences.ts'));
// Trust and safety: word filters
const wordFilters = () => withZod(import('../../shared/schemas/word-filters.ts'));
const people = () => withZod(import('../../shared/schemas/people.ts'));
const account = () => withZod(import('../../shared/schemas/account.ts'));
// Deleting an account (decision 048)
const accountDeletion = () => withZod(import('../../shared/schemas/account-deletion.ts'));
// At the door (decision 049)
const door = () => withZod(import('../../shared/schemas/door.ts'));
// Web Push (decision 051)
const push = () => withZod(import('../../shared/schemas/push.ts'));

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
  // Co-hosts (decision 071)
  EventHostsSchema: () => door().then((m) => m.EventHostsSchema),
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
