/**
 * Who may do what: the single written statement of SPEC §6 plus what we added, route by route. The test
 * beside it (authorization.test.ts) calls every route as each actor on a post of each status and checks the
 * answer; a route the server has that this table lacks fails that test.
 *
 * Actors: a visitor (no token), the post's owner, a co-host of the post (decision 071: on its staff as co-host),
 * another signed-in user, a moderator, a suspended student, a student whose email is not verified, and an admin
 * (not the owner) (decision 044 added the moderator, suspended and unverified students).
 * Statuses of the post a route acts on: an approved event, a pending event (waiting for review), an approved
 * event hidden by reports, and a deleted one (an id that no longer exists). Every target post carries one
 * open report from a third user, so the report routes have something to act on.
 */

export const ACTORS = ['visitor', 'owner', 'cohost', 'other', 'moderator', 'suspended', 'unverified', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export const STATUSES = ['approved', 'pending', 'hidden', 'deleted'] as const;
export type TargetStatus = (typeof STATUSES)[number];

/** Codes by status, in STATUSES order. */
type ByStatus = readonly [number, number, number, number];
/** A co-host (decision 071) answers as `other` unless a row says: they are on the staff of every target post. */
type PostCodes = Record<Exclude<Actor, 'cohost'>, ByStatus> & { cohost?: ByStatus };
type PlainCodes = Record<Exclude<Actor, 'cohost'>, number> & { cohost?: number };

/** What a call needs from the world it runs in. */
export interface CallContext {
  /** The route's target: a post id, a notification id or a picture's file name. */
  target: string;
  /** Unique per call (for sign-up emails). */
  unique: string;
  /** An account that has a password, for the login row. */
  loginEmail: string;
  loginPassword: string;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's form: /api/posts/:id */
  route: string;
  /**
   * What `:id` or `:file` names. 'post' rows run once per status; 'email' is a failed email; 'account' a
   * fresh student's account, suspended for a day; 'word-filter' an admin's filter; 'held-comment' a comment the
   * word filter holds; 'session' one of the owner's sessions (its public id) and 'person' the owner's account;
   * 'registration' the owner's confirmed registration for someone else's event (decision 049).
   */
  target?: 'post' | 'notification' | 'media' | 'email' | 'account' | 'word-filter' | 'held-comment' | 'session' | 'person' | 'registration';
  query?: string;
  body?: (c: CallContext) => unknown;
  codes: PostCodes | PlainCodes;
  /** An answer that never ends (the live stream): only its status and headers are checked, on a real port. */
  stream?: true;
}

/** A browser's push keys (a P-256 point and a 16-byte secret), as PushSubscription.toJSON() gives them. */
const PUSH_KEYS = {
  p256dh: 'BGPJiQZkYKvREDRcTS3lEwDEzwNbaEcx3CpaywVH96DU6ZTeBRlMaaDX_5ia_2i5oVozmdlMT_YMNUKpwNhigys',
  auth: 'pUE1XfH6sdRikFB7fRLJKw',
};

// ---- Reused rules --------------------------------------------------------------------------------------
const ANYONE = (code: number): PlainCodes => ({ visitor: code, owner: code, other: code, moderator: code, suspended: code, unverified: code, admin: code });
const SIGNED_IN = (code: number): PlainCodes => ({ ...ANYONE(code), visitor: 401 });
const ADMIN_ONLY = (code: number): PlainCodes => ({ visitor: 401, owner: 403, other: 403, moderator: 403, suspended: 403, unverified: 403, admin: code });
/** Reports and approvals (decision 044): moderators and admins. */
const MODERATORS = (code: number): PlainCodes => ({ ...ADMIN_ONLY(code), moderator: code });
/** Any status: the same code. */
const ALL = (code: number): ByStatus => [code, code, code, code];
/** Someone who can see only approved, unhidden posts, refused on those. */
const SEES_PUBLIC = (code: number): ByStatus => [code, 404, 404, 404];
/** Everyone but the owner and admins sees posts as 'other' does: the three actors decision 044 added, alike. */
const LIKE_OTHER = (other: ByStatus) => ({ moderator: other, suspended: other, unverified: other });

/** Reading a post or its comments: approved and unhidden for all; the owner and admins see the rest. */
const READ_POST: PostCodes = {
  visitor: [200, 404, 404, 404],
  owner: [200, 200, 200, 404],
  other: [200, 404, 404, 404],
  ...LIKE_OTHER(SEES_PUBLIC(200)),
  admin: [200, 200, 200, 404],
};
/** Liking, commenting, saving to My Calendar: a signed-in user, on a post they can see. */
const ACT_ON_VISIBLE = (ok: number): PostCodes => ({
  visitor: [401, 401, 401, 401],
  owner: [ok, ok, ok, 404],
  other: [ok, 404, 404, 404],
  ...LIKE_OTHER(SEES_PUBLIC(ok)),
  admin: [ok, ok, ok, 404],
});
/** Adding to the campus (decision 041, 044): a suspended account is refused first, whatever the post; `unverified` as given. */
const CONTRIBUTE = (ok: number, unverified: ByStatus): PostCodes => ({ ...ACT_ON_VISIBLE(ok), suspended: ALL(403), unverified });
/** Editing or deleting a post: its owner or an admin; others who can see it are refused, others get 404. */
const OWNER_OR_ADMIN: PostCodes = {
  visitor: [401, 401, 401, 401],
  owner: [200, 200, 200, 404],
  other: [403, 404, 404, 404],
  ...LIKE_OTHER([403, 404, 404, 404]),
  admin: [200, 200, 200, 404],
};
/** Running an event (decision 071): its owner, its co-hosts and admins; others who can see it are refused. */
const EVENT_HOSTS: PostCodes = { ...OWNER_OR_ADMIN, cohost: [200, 200, 200, 404] };
/** The same on a registration that is not there: who runs the event is told so. */
const EVENT_HOSTS_NO_REGISTRATION: PostCodes = { ...OWNER_OR_ADMIN, owner: ALL(404), cohost: ALL(404), admin: ALL(404) };

/** Approving, rejecting, deleting a reported post, dismissing its reports: moderators and admins (decision 044). */
const MODERATE = (codes: ByStatus): PostCodes => ({
  visitor: ALL(401),
  owner: ALL(403),
  other: ALL(403),
  moderator: codes,
  suspended: ALL(403),
  unverified: ALL(403),
  admin: codes,
});

/** A valid body for each write, so that a refusal is about who, never about what. */
const eventBody = () => ({
  type: 'event',
  title: 'Poetry night',
  content: 'Open mic in the amphitheatre.',
  location: 'Amphitheatre',
  venueAddress: 'Amphitheatre, Main Campus',
  source: 'Literary Club',
  eventStartDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
  duration: '3 hours',
  registrationRequired: true,
  registrationMethod: 'link',
  registrationLink: 'https://forms.example.org/poetry',
});
const registrationBody = () => ({ name: 'Ravi Kumar', email: 'ravi@campus.test', phone: '9876543210', 'Year of study': '2nd' });

export const MATRIX: readonly MatrixRow[] = [
  // Health and configuration
  { method: 'GET', route: '/api/health', codes: ANYONE(200) },
  { method: 'GET', route: '/api/config', codes: ANYONE(200) },

  // Accounts (SPEC §6: anyone may sign up or sign in; Google is off in the tests: 404)
  {
    method: 'POST',
    route: '/api/auth/register',
    body: (c) => ({ name: 'New Student', email: `new.${c.unique}@campus.test`, password: 'correct horse battery' }),
    codes: ANYONE(201),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    body: (c) => ({ email: c.loginEmail, password: c.loginPassword }),
    codes: ANYONE(200),
  },
  { method: 'POST', route: '/api/auth/logout', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/auth/me', codes: SIGNED_IN(200) },
  { method: 'POST', route: '/api/auth/logout-all', codes: SIGNED_IN(200) },
  {
    // Your own password only. These actors sign in with Google only, so they have none to change (403);
    // the change itself is covered in auth/account.test.ts.
    method: 'PUT',
    route: '/api/auth/password',
    body: () => ({ currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' }),
    codes: { ...SIGNED_IN(403) },
  },
  // Account emails (decision 041). A token nobody was sent is refused (400) whoever calls; the reset request
  // answers 202 whether or not the email has an account. These actors' emails are verified: a resend is 409.
  { method: 'POST', route: '/api/auth/verify-email', body: () => ({ token: 'not-a-token' }), codes: ANYONE(400) },
  {
    method: 'POST',
    route: '/api/auth/verify-email/resend',
    // The unverified account is sent a new link.
    codes: { ...SIGNED_IN(409), unverified: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset',
    body: (c) => ({ email: `nobody.${c.unique}@campus.test` }),
    codes: ANYONE(202),
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    body: () => ({ token: 'not-a-token', password: 'a brand new passphrase' }),
    codes: ANYONE(400),
  },
  { method: 'GET', route: '/api/auth/google', codes: ANYONE(404) },
  { method: 'GET', route: '/api/auth/google/callback', query: 'code=x&state=y', codes: ANYONE(404) },
  { method: 'POST', route: '/api/auth/google/exchange', body: () => ({ token: 'not-a-ticket' }), codes: ANYONE(401) },

  // Reading the campus (SPEC §6: visitors read approved posts)
  { method: 'GET', route: '/api/posts', codes: ANYONE(200) },
  { method: 'GET', route: '/api/posts/popular', codes: ANYONE(200) },
  { method: 'GET', route: '/api/posts/recent-consights', codes: ANYONE(200) },
  { method: 'GET', route: '/api/posts/upcoming-events', codes: ANYONE(200) },
  { method: 'GET', route: '/api/posts/news-highlights', codes: ANYONE(200) },
  { method: 'GET', route: '/api/search', query: 'q=night', codes: ANYONE(200) },
  // Its co-hosts see an event whatever its state (decision 071).
  { method: 'GET', route: '/api/posts/:id', target: 'post', codes: { ...READ_POST, cohost: [200, 200, 200, 404] } },
  { method: 'GET', route: '/api/posts/:id/comments', target: 'post', codes: READ_POST },
  { method: 'GET', route: '/api/calendar', query: 'month=2027-03', codes: ANYONE(200) },
  { method: 'GET', route: '/api/calendar/day', query: 'day=2027-03-14&tz=Asia%2FKolkata', codes: ANYONE(200) },
  { method: 'GET', route: '/media/:file', target: 'media', codes: ANYONE(200) },
  // Calendar files (decision 039): an event's file as the post reads; the campus feed for anyone; a feed's
  // token is its only key, so anyone holding one reads it and an unknown one (here ':token') is 404 for all.
  { method: 'GET', route: '/api/posts/:id/event.ics', target: 'post', codes: READ_POST },
  { method: 'GET', route: '/api/calendar/campus.ics', codes: ANYONE(200) },
  { method: 'GET', route: '/api/calendar/feed/:token.ics', codes: ANYONE(404) },

  // Writing (SPEC §6: signed-in users; owners edit and delete their own; admins any)
  { method: 'POST', route: '/api/posts', body: eventBody, codes: { ...SIGNED_IN(201), suspended: 403, unverified: 403 } },
  { method: 'PUT', route: '/api/posts/:id', target: 'post', body: eventBody, codes: EVENT_HOSTS },
  // A co-host sees the event whatever its state, and may not delete it.
  { method: 'DELETE', route: '/api/posts/:id', target: 'post', codes: { ...OWNER_OR_ADMIN, cohost: [403, 403, 403, 404] } },
  // A suspended account may take a like back, not give one (decision 044); an unverified one may like.
  { method: 'PUT', route: '/api/posts/:id/like', target: 'post', codes: CONTRIBUTE(200, SEES_PUBLIC(200)) },
  { method: 'PUT', route: '/api/posts/:id/unlike', target: 'post', codes: ACT_ON_VISIBLE(200) },
  {
    method: 'POST',
    route: '/api/posts/:id/comments',
    target: 'post',
    body: () => ({ text: 'Count me in.' }),
    codes: CONTRIBUTE(201, ALL(403)),
  },
  {
    // One report per user, on a published post; not on your own; admins moderate instead of reporting.
    method: 'POST',
    route: '/api/posts/:id/report',
    target: 'post',
    body: () => ({ reason: 'Clickbait' }),
    codes: {
      visitor: [401, 401, 401, 401],
      owner: [403, 404, 404, 404],
      other: [201, 404, 404, 404],
      moderator: [201, 404, 404, 404],
      suspended: ALL(403),
      unverified: [201, 404, 404, 404],
      admin: [403, 404, 404, 404],
    },
  },
  {
    // Registration: approved, unhidden, open events only. The host may register too (to try their own form).
    method: 'POST',
    route: '/api/users/register-event/:id',
    target: 'post',
    body: registrationBody,
    codes: {
      visitor: [401, 401, 401, 401],
      owner: [201, 404, 404, 404],
      other: [201, 404, 404, 404],
      moderator: [201, 404, 404, 404],
      suspended: ALL(403),
      unverified: ALL(403),
      admin: [201, 404, 404, 404],
    },
  },
  {
    // The host's (or an admin's) registrations export.
    method: 'GET',
    route: '/api/posts/export-registrations/:id',
    target: 'post',
    codes: EVENT_HOSTS,
  },
  { method: 'PUT', route: '/api/calendar/mine/:id', target: 'post', codes: ACT_ON_VISIBLE(201) },
  {
    // Removing from your own calendar always succeeds: an entry whose event is gone must be removable, and
    // the answer is the same whether or not the post exists, so it tells nothing.
    method: 'DELETE',
    route: '/api/calendar/mine/:id',
    target: 'post',
    codes: { visitor: ALL(401), owner: ALL(200), other: ALL(200), ...LIKE_OTHER(ALL(200)), admin: ALL(200) },
  },

  // The live stream: everyone may listen; what each hears is filtered per listener (stream.policy.ts).
  { method: 'GET', route: '/api/stream', codes: ANYONE(200), stream: true },

  // A signed-in user's own things
  { method: 'GET', route: '/api/calendar/mine', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/calendar/feed', codes: SIGNED_IN(200) },
  { method: 'POST', route: '/api/calendar/feed', codes: SIGNED_IN(201) },
  { method: 'DELETE', route: '/api/calendar/feed', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/users/liked-posts', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/users/my-events-registrations', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/users/my-events/registration-counts', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/users/me/stats', codes: SIGNED_IN(200) },
  { method: 'PUT', route: '/api/users/profile/avatar', body: () => ({ avatar: '/avatars/comet.svg' }), codes: SIGNED_IN(200) },
  // Languages (decision 055): the account's own language, for everyone signed in (suspended and unverified too).
  { method: 'PUT', route: '/api/profile/locale', body: () => ({ locale: 'hi' }), codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/profile/email-preferences', codes: SIGNED_IN(200) },
  {
    method: 'PUT',
    route: '/api/profile/email-preferences',
    body: () => ({ preferences: { 'event-reminder': false } }),
    codes: SIGNED_IN(200),
  },
  // Web Push (decision 051): the key is public; a device, and the kinds pushed, are the signed-in student's own.
  { method: 'GET', route: '/api/push/key', codes: ANYONE(200) },
  { method: 'GET', route: '/api/push/subscriptions', codes: SIGNED_IN(200) },
  {
    method: 'POST',
    route: '/api/push/subscriptions',
    body: (c) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${c.unique}`, keys: PUSH_KEYS }),
    codes: SIGNED_IN(201),
  },
  // Turning off a device that is not one's own (or not there) changes nothing, for anyone.
  { method: 'DELETE', route: '/api/push/subscriptions', body: (c) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${c.unique}` }), codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/push/preferences', codes: SIGNED_IN(200) },
  { method: 'PUT', route: '/api/push/preferences', body: () => ({ preferences: { 'post-comment': false } }), codes: SIGNED_IN(200) },
  // One-click unsubscribe: the link's token is the authority, not a session; a token no email carried is not found.
  { method: 'GET', route: '/api/email/unsubscribe', query: `token=${'x'.repeat(43)}`, codes: ANYONE(404) },
  { method: 'POST', route: '/api/email/unsubscribe', query: `token=${'x'.repeat(43)}`, codes: ANYONE(404) },
  { method: 'GET', route: '/api/notifications', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/notifications/unread-count', codes: SIGNED_IN(200) },
  { method: 'PUT', route: '/api/notifications/read-all', codes: SIGNED_IN(200) },
  {
    // Marks read only the caller's own notifications: another's id is not found, admins included.
    method: 'PUT',
    route: '/api/notifications/read-through',
    target: 'notification',
    body: (c) => ({ id: c.target, timestamp: new Date().toISOString() }),
    codes: { ...SIGNED_IN(404), owner: 200 },
  },
  {
    // The notification belongs to the owner: no one else may touch it, admins included.
    method: 'PUT',
    route: '/api/notifications/:id/read',
    target: 'notification',
    codes: { ...SIGNED_IN(404), owner: 200 },
  },

  // Moderation (SPEC §6: admins; decision 044: reports and approvals for moderators too)
  { method: 'GET', route: '/api/admin/stats', codes: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/admin/audit-log', codes: ADMIN_ONLY(200) },
  // Email delivery (decision 040): admins only
  { method: 'GET', route: '/api/admin/emails', codes: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/admin/emails/:id/retry', target: 'email', codes: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/posts/pending-events', codes: MODERATORS(200) },
  { method: 'GET', route: '/api/users/admin/reported-posts', codes: MODERATORS(200) },
  {
    method: 'PUT',
    route: '/api/posts/approve-event/:id',
    target: 'post',
    // The version the admin reviewed: every target post is at its first.
    query: 'version=1',
    codes: MODERATE([409, 200, 409, 404]),
  },
  {
    method: 'DELETE',
    route: '/api/posts/reject-event/:id',
    target: 'post',
    // The version the admin reviewed: every target post is at its first.
    query: 'version=1',
    codes: MODERATE([409, 200, 409, 404]),
  },
  {
    method: 'DELETE',
    route: '/api/users/admin/delete-post/:id',
    target: 'post',
    codes: MODERATE([200, 200, 200, 404]),
  },
  {
    method: 'PUT',
    route: '/api/users/admin/dismiss-reports/:id',
    target: 'post',
    codes: MODERATE([200, 200, 200, 404]),
  },
  // Anonymous Consights: the targets are events, never anonymous, so even an admin is refused (400).
  {
    method: 'POST',
    route: '/api/admin/posts/:id/reveal-author',
    target: 'post',
    body: () => ({ reason: 'Threats in the comments' }),
    codes: {
      visitor: [401, 401, 401, 401],
      owner: [403, 403, 403, 403],
      other: [403, 403, 403, 403],
      // Revealing an author is the admins' alone: a moderator handles reports, never learns who wrote one.
      moderator: [403, 403, 403, 403],
      suspended: [403, 403, 403, 403],
      unverified: [403, 403, 403, 403],
      admin: [400, 400, 400, 404],
    },
  },

  // Trust and safety: word filters (decision 046): admins keep the list and review what it held
  { method: 'GET', route: '/api/admin/word-filters', codes: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/admin/word-filters',
    body: (c) => ({ pattern: `banned${c.unique.replace(/\D/g, '')}`, action: 'flag' }),
    codes: ADMIN_ONLY(201),
  },
  { method: 'POST', route: '/api/admin/word-filters/test', body: () => ({ text: 'hello' }), codes: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/admin/word-filters/:id', target: 'word-filter', body: () => ({ action: 'hold' }), codes: ADMIN_ONLY(200) },
  { method: 'DELETE', route: '/api/admin/word-filters/:id', target: 'word-filter', codes: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/admin/held-comments', codes: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/admin/held-comments/:id/approve', target: 'held-comment', codes: ADMIN_ONLY(200) },
  { method: 'DELETE', route: '/api/admin/held-comments/:id', target: 'held-comment', codes: ADMIN_ONLY(200) },
  {
    // Dismissing with a note for the reporters (decision 044).
    method: 'PUT',
    route: '/api/users/admin/dismiss-reports/:id',
    target: 'post',
    body: () => ({ note: 'Satire is allowed.' }),
    codes: MODERATE([200, 200, 200, 404]),
  },

  // People (decision 044): roles, warnings and suspensions are an admin's. The target is a suspended student.
  { method: 'GET', route: '/api/admin/people', query: 'q=student', codes: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/admin/people/:id/role', target: 'account', body: () => ({ role: 'moderator' }), codes: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/admin/people/:id/warn', target: 'account', body: () => ({ message: 'Please keep to the guidelines.' }), codes: ADMIN_ONLY(200) },
  {
    method: 'PUT',
    route: '/api/admin/people/:id/suspension',
    target: 'account',
    body: () => ({ until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Spam' }),
    codes: ADMIN_ONLY(200),
  },
  { method: 'DELETE', route: '/api/admin/people/:id/suspension', target: 'account', codes: ADMIN_ONLY(200) },

  // Your account (decision 047). A session is signed out only by its own account: another's is not found.
  { method: 'GET', route: '/api/auth/sessions', codes: SIGNED_IN(200) },
  { method: 'DELETE', route: '/api/auth/sessions/:id', target: 'session', codes: { ...SIGNED_IN(404), owner: 200 } },
  // Blocking the owner: anyone signed in but the owner themselves; unblocking is the same answer either way.
  { method: 'GET', route: '/api/blocks', codes: SIGNED_IN(200) },
  { method: 'PUT', route: '/api/blocks/:id', target: 'person', codes: { ...SIGNED_IN(200), owner: 400 } },
  { method: 'DELETE', route: '/api/blocks/:id', target: 'person', codes: SIGNED_IN(200) },
  {
    method: 'PUT',
    route: '/api/posts/:id/comments-closed',
    target: 'post',
    body: () => ({ closed: true }),
    codes: OWNER_OR_ADMIN,
  },
  { method: 'GET', route: '/api/users/me/export', codes: SIGNED_IN(200) },
  // Deleting an account (decision 048): the preview is your own; the deletion needs your own proof. These actors
  // sign in with Google only, so they confirm by typing their email: a wrong one is refused (403) and deletes
  // nothing; the deletion itself is covered in account-deletion/account-deletion.test.ts.
  { method: 'GET', route: '/api/users/me/deletion', codes: SIGNED_IN(200) },
  {
    method: 'POST',
    route: '/api/users/me/delete',
    body: () => ({ posts: 'remove', email: 'someone-else@campus.test' }),
    codes: SIGNED_IN(403),
  },

  // ---- At the door: check-in (decision 052) ----
  // The host, its co-hosts (or an admin) choose the door staff and read the log; the door is theirs and listed
  // staff's (door staff are covered in check-in/check-in.test.ts, co-hosts in events/cohosts.test.ts). Removing an
  // email not on the list changes nothing.
  { method: 'GET', route: '/api/events/:id/staff', target: 'post', codes: EVENT_HOSTS },
  { method: 'POST', route: '/api/events/:id/staff', target: 'post', body: (c) => ({ email: `door.${c.unique}@campus.test` }), codes: EVENT_HOSTS },
  { method: 'DELETE', route: '/api/events/:id/staff/:email', target: 'post', codes: EVENT_HOSTS },
  // Who hosts an event: as anyone who may see the post sees it; its staff see it whatever its state (decision 071).
  { method: 'GET', route: '/api/events/:id/hosts', target: 'post', codes: { ...READ_POST, cohost: [200, 200, 200, 404] } },
  { method: 'GET', route: '/api/events/:id/door', target: 'post', codes: EVENT_HOSTS },
  {
    method: 'POST',
    route: '/api/events/:id/check-ins',
    target: 'post',
    body: (c) => ({ scans: [{ scanId: `matrix-${c.unique}`, token: 'Q1.not.signed', scannedAt: new Date().toISOString() }] }),
    codes: EVENT_HOSTS,
  },
  {
    // No registration of that id: the host is told so; others are refused first.
    method: 'POST',
    route: '/api/events/:id/check-ins/:registrationId/undo',
    target: 'post',
    body: () => ({ reason: 'Wrong person' }),
    codes: EVENT_HOSTS_NO_REGISTRATION,
  },
  { method: 'GET', route: '/api/events/:id/log', target: 'post', codes: EVENT_HOSTS },

  // ---- At the door: a registration's states and tickets (decision 049) ----
  // A registration is its registrant's: anyone else, admins too, does not find it. Claiming a seat that was not
  // offered, or paying one not held for payment, is a conflict.
  { method: 'GET', route: '/api/users/me/registrations', codes: SIGNED_IN(200) },
  { method: 'POST', route: '/api/registrations/:id/cancel', target: 'registration', body: () => ({}), codes: { ...SIGNED_IN(404), owner: 200 } },
  { method: 'POST', route: '/api/registrations/:id/claim', target: 'registration', codes: { ...SIGNED_IN(404), owner: 409 } },
  {
    method: 'PUT',
    route: '/api/registrations/:id/payment',
    target: 'registration',
    body: () => ({ reference: 'UTR 1234' }),
    codes: { ...SIGNED_IN(404), owner: 409 },
  },
  // Razorpay (decision 074) where the campus set it up; this campus has not: its routes are not found, for anyone.
  { method: 'POST', route: '/api/registrations/:id/payment-link', target: 'registration', body: () => ({}), codes: SIGNED_IN(404) },
  { method: 'POST', route: '/api/payments/razorpay/webhook', body: () => ({ entity: 'event', event: 'payment_link.paid' }), codes: ANYONE(404) },
  // The host (or an admin) lists and decides; no registration of that id: the host is told so.
  { method: 'GET', route: '/api/events/:id/registrations', target: 'post', codes: EVENT_HOSTS },
  {
    method: 'POST',
    route: '/api/events/:id/registrations/:registrationId/cancel',
    target: 'post',
    body: () => ({ reason: 'Duplicate' }),
    codes: EVENT_HOSTS_NO_REGISTRATION,
  },
  {
    method: 'POST',
    route: '/api/events/:id/registrations/:registrationId/payment',
    target: 'post',
    body: () => ({ decision: 'paid' }),
    codes: EVENT_HOSTS_NO_REGISTRATION,
  },
  // Bank statements (decision 073): those who confirm the event's payments; a row that is not there is 404 to them.
  {
    method: 'POST',
    route: '/api/events/:id/payments/statement',
    target: 'post',
    body: () => ({ csv: 'Date,Narration,Credit\n2027-03-01,UPI/412345678901/QD-22222,400\n' }),
    codes: EVENT_HOSTS,
  },
  { method: 'GET', route: '/api/events/:id/payments/receipts', target: 'post', codes: EVENT_HOSTS },
  {
    method: 'POST',
    route: '/api/events/:id/payments/receipts/:receiptId/assign',
    target: 'post',
    body: () => ({ registrationId: 'no-such-registration' }),
    codes: EVENT_HOSTS_NO_REGISTRATION,
  },
  { method: 'POST', route: '/api/events/:id/payments/receipts/:receiptId/settle', target: 'post', codes: EVENT_HOSTS_NO_REGISTRATION },
  { method: 'GET', route: '/api/users/me/tickets', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/tickets/key', codes: ANYONE(200) },
  // The probes (decision 082): anyone may ask, a balancer or an orchestrator holds no session.
  { method: 'GET', route: '/api/health/live', codes: ANYONE(200) },
  { method: 'GET', route: '/api/health/ready', codes: ANYONE(200) },
  // Events a student attended (decision 081): their own, and another's only when shown (private by default).
  { method: 'GET', route: '/api/users/me/attended', codes: SIGNED_IN(200) },
  { method: 'GET', route: '/api/users/me/attended.csv', codes: SIGNED_IN(200) },
  { method: 'PUT', route: '/api/users/me/attendance-visibility', body: () => ({ public: false }), codes: SIGNED_IN(200) },
  {
    method: 'GET',
    route: '/api/users/:id/attended',
    target: 'person',
    codes: { visitor: 401, owner: 200, other: 404, moderator: 404, suspended: 404, unverified: 404, admin: 404 },
  },
];

/**
 * Blocked pairs (decision 047): a student the post's owner blocked, on the owner's approved post. The post stays
 * readable to them (a visitor reads it too, so hiding it would protect nothing and tell them they are blocked);
 * commenting is refused with 403. `reverse`: the blocker on the blocked student's approved post, which is not
 * found for them (its posts are hidden from the blocker), nor are its comments; a like is not refused.
 */
export const BLOCKED_PAIR: readonly { method: MatrixRow['method']; route: string; body?: () => unknown; blocked: number; blocker: number }[] = [
  { method: 'GET', route: '/api/posts/:id', blocked: 200, blocker: 404 },
  { method: 'GET', route: '/api/posts/:id/comments', blocked: 200, blocker: 404 },
  { method: 'POST', route: '/api/posts/:id/comments', body: () => ({ text: 'Count me in.' }), blocked: 403, blocker: 404 },
  { method: 'PUT', route: '/api/posts/:id/like', blocked: 200, blocker: 200 },
];

/**
 * The post's state decides, not only the actor's role (decision 067). Each target is a fresh post: `unreported` a
 * student's post nobody reported; `reported` a student's post with an open report; `flagged` a student's post the
 * word filter flagged, unreported; `admin` an admin's post and `news` an admin's news post, each with an open
 * report; `own` the moderator's own post with an open report. Refusals change nothing.
 */
export const POST_STATES = ['unreported', 'reported', 'flagged', 'admin', 'news', 'own'] as const;
export type PostState = (typeof POST_STATES)[number];
type StateCodes = Record<PostState, number>;
const EVERY_STATE = (code: number): StateCodes => ({ unreported: code, reported: code, flagged: code, admin: code, news: code, own: code });

export const BY_POST_STATE: readonly { method: MatrixRow['method']; route: string; body?: () => unknown; codes: Record<'moderator' | 'suspended' | 'admin', StateCodes> }[] = [
  {
    // Moderators remove what is in their queue (reported or flagged), never news nor an admin's post; admins any post.
    method: 'DELETE',
    route: '/api/users/admin/delete-post/:id',
    body: () => ({ reason: 'Breaks the rules' }),
    codes: {
      moderator: { unreported: 403, reported: 200, flagged: 200, admin: 403, news: 403, own: 200 },
      suspended: EVERY_STATE(403),
      admin: EVERY_STATE(200),
    },
  },
  {
    // Keeping a post: not news, not an admin's, not their own for a moderator; nothing to keep is 409 for all.
    method: 'PUT',
    route: '/api/users/admin/dismiss-reports/:id',
    body: () => ({ note: 'It stays' }),
    codes: {
      moderator: { unreported: 409, reported: 200, flagged: 200, admin: 403, news: 403, own: 403 },
      suspended: EVERY_STATE(403),
      admin: { unreported: 409, reported: 200, flagged: 200, admin: 200, news: 200, own: 200 },
    },
  },
  {
    // The ordinary delete is the owner's or an admin's: a moderator deletes only their own post this way.
    method: 'DELETE',
    route: '/api/posts/:id',
    codes: {
      moderator: { unreported: 403, reported: 403, flagged: 403, admin: 403, news: 403, own: 200 },
      suspended: EVERY_STATE(403),
      admin: EVERY_STATE(200),
    },
  },
];

/**
 * What a suspended account may still write, as the owner of what it acts on (decision 044), each answered as for
 * anyone and reaching no one else (decision 067): no email queued, no notification, no push written for another
 * person. `world`: 'hosted' an approved event the suspended student hosts, with another student's confirmed
 * registration (`:registrationId`) who saved it too; 'awaiting' the same with that registration awaiting payment;
 * 'liked' another student's post the suspended student liked; 'registered', 'offered' and 'paying' the suspended
 * student's own registration (`:id`) for another student's event: confirmed, offered a seat, awaiting payment.
 */
export type SuspendedWorld = 'hosted' | 'awaiting' | 'liked' | 'registered' | 'offered' | 'paying';
export const SUSPENDED_WRITES: readonly { method: MatrixRow['method']; route: string; world: SuspendedWorld; body?: (email: string) => unknown; code: number }[] = [
  { method: 'PUT', route: '/api/posts/:id', world: 'hosted', body: eventBody, code: 200 },
  { method: 'DELETE', route: '/api/posts/:id', world: 'hosted', code: 200 },
  { method: 'PUT', route: '/api/posts/:id/comments-closed', world: 'hosted', body: () => ({ closed: true }), code: 200 },
  { method: 'PUT', route: '/api/posts/:id/unlike', world: 'liked', code: 200 },
  { method: 'POST', route: '/api/events/:id/registrations/:registrationId/cancel', world: 'hosted', body: () => ({ reason: 'Duplicate' }), code: 200 },
  { method: 'POST', route: '/api/events/:id/registrations/:registrationId/payment', world: 'awaiting', body: () => ({ decision: 'paid' }), code: 200 },
  {
    method: 'POST',
    route: '/api/events/:id/registrations/:registrationId/payment',
    world: 'awaiting',
    body: () => ({ decision: 'rejected', reason: 'No such payment' }),
    code: 200,
  },
  { method: 'POST', route: '/api/events/:id/staff', world: 'hosted', body: () => ({ email: 'door.helper@campus.test' }), code: 200 },
  { method: 'POST', route: '/api/registrations/:id/cancel', world: 'registered', body: () => ({}), code: 200 },
  { method: 'POST', route: '/api/registrations/:id/claim', world: 'offered', code: 200 },
  { method: 'PUT', route: '/api/registrations/:id/payment', world: 'paying', body: () => ({ reference: 'UTR 1234' }), code: 200 },
  { method: 'POST', route: '/api/users/me/delete', world: 'hosted', body: (email) => ({ posts: 'remove', email }), code: 204 },
];

/** Routes outside the table on purpose: the OpenAPI pages are generated, public and read-only. */
export const UNLISTED_PREFIXES = ['/api/docs'] as const;
/** Club routes have their own matrix, with club actors (club-matrix/club-matrix.ts). */
export { isClubRoute } from './club-matrix/club-matrix.ts';
