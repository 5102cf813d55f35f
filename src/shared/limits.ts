/** Business constants and limits (SPEC §9), plus the limits we added. Shared by API and UI. */
export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 200,

  contentPreview: 200,
  adminPreview: 100,
  shareText: 100,
  recentConsightPreview: 60,

  imagesPerPost: 4,
  /** A picture's text alternative (decision 056). */
  imageDescriptionMax: 500,
  imageMaxDimension: 1000,
  imageJpegQuality: 0.95,
  avatarMaxBytes: 2 * 1024 * 1024,

  phoneDigits: 10,
  transactionLast4: 4,
  culturalTransactionMin: 4,

  popularPosts: 3,
  recentConsights: 3,
  upcomingEvents: 3,
  newsHighlights: 2,

  titleMax: 150,
  contentMax: 5000,
  shortFieldMax: 200,
  addressMax: 300,
  linkMax: 2000,
  registrationFieldsMax: 1000,
  ticketOptionsMax: 20,
  ticketTypeMax: 60,
  ticketPriceMax: 1_000_000,
  availableDatesMax: 60,
  /** A decoded image over this size is refused (after the client's resize a photo is ~200-600 KB). */
  imageMaxBytes: 5 * 1024 * 1024,
  feedPageDefault: 20,
  /** The most a paged list's `limit` asks for. */
  pageMax: 100,
  commentsInFeed: 3,
  searchMax: 100,

  /** Registrations: a custom field's answer, a transaction id, tickets of one type per registration. */
  customFieldMax: 200,
  transactionIdMax: 64,
  /** A UPI ID (name@bank). */
  upiIdMax: 100,
  ticketQuantityMax: 20,
  /** At the door: seats an event (or one date, or one ticket type) may have; hours of a payment window and an offer. */
  capacityMax: 100_000,
  paymentWindowHoursMax: 720,
  offerWindowHoursMax: 168,
  offerWindowHoursDefault: 24,
  /** A cancellation's or a rejected payment's reason. */
  doorReasonMax: 500,
  /** Days of a multi-day event that the calendar marks; longer events are marked on their first 31 days. */
  calendarSpanDays: 31,
  /** Events a calendar month lists for one day at most (docs/decisions/017-calendar-month-per-day.md). */
  calendarDayMax: 15,
  /** The years a date may fall in: the API refuses any other (a calendar month, a day, an event's dates). */
  yearMin: 1970,
  yearMax: 2999,

  /** A post's body may carry its images and QR codes as data URLs; anything larger is refused with 413. */
  bodyLimitBytes: 25 * 1024 * 1024,
  /** The body of every other JSON route (a comment, a report, a registration...); larger is refused with 413. */
  jsonBodyMaxBytes: 64 * 1024,
  /** The body of a sign-in, a sign-up or a Google ticket exchange: an email, a name and a password. */
  authBodyMaxBytes: 8 * 1024,
  /** The avatar's body: one picture as a data URL (avatarMaxBytes once decoded, a third more in base64). */
  avatarBodyMaxBytes: 3 * 1024 * 1024,
  /** A payment reference with one screenshot (a 5 MB picture as base64, and the rest). */
  paymentBodyMaxBytes: 8 * 1024 * 1024,
} as const;

/** Account emails (decision 041): how long their links work, and how often they may be asked for. */
export const ACCOUNT_TOKENS = {
  verifyEmailTtlMs: 24 * 60 * 60 * 1000,
  passwordResetTtlMs: 30 * 60 * 1000,
  /** Verification emails one account may ask for again in an hour. */
  resendPerHour: 3,
  /** Password reset requests for one email address in an hour, and from one client address. */
  resetPerEmailPerHour: 3,
  resetPerClientPerHour: 30,
  /** A reset request answers no sooner than this, whether or not the account exists. */
  resetAnswerFloorMs: 150,
} as const;

/**
 * Pictures (decision 026): what one upload may cost the server. A picture is decoded once, in the server's
 * picture queue, a few at a time; most decodes stream through the scaling, but some (an interlaced PNG) hold
 * the whole picture, so a picture's decoded size is capped too.
 */
export const IMAGE_LIMITS = {
  /** Decoded pixels a picture may have: what a phone camera makes (a 48-megapixel 8000x6000 photo passes). */
  maxInputPixels: 50_000_000,
  /** Its decoded bytes (pixels x channels x bytes per channel): 50 megapixels of 4 bytes, or 25 of 16-bit RGBA. */
  maxDecodedBytes: 50_000_000 * 4,
  /** Pictures one request may have decoded: a post's 4 images and its 2 payment QR codes. */
  perRequest: 6,
  /** Pictures decoded at once, and pictures waiting beyond them, unless IMAGE_CONCURRENCY and IMAGE_BACKLOG say. */
  concurrency: 1,
  backlog: 16,
} as const;

/**
 * The narrower widths a stored picture is also served at (`/media/<hash>.<ext>?w=320`), for srcset; the stored
 * picture itself is at most `LIMITS.imageMaxDimension` wide. A small fixed set, so each variant is made once and
 * cached (decision 016).
 */
export const IMAGE_WIDTHS = [320, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * Per-user write limits (our addition, decision 012): generous for a person, tight for a script.
 * Over the limit a write answers 429 with MESSAGES.tooManyRequests and a Retry-After header.
 */
export const WRITE_LIMITS = {
  posts: { max: 20, windowMs: 60 * 60 * 1000 },
  postEdits: { max: 60, windowMs: 60 * 60 * 1000 },
  comments: { max: 30, windowMs: 10 * 60 * 1000 },
  reports: { max: 20, windowMs: 60 * 60 * 1000 },
  registrations: { max: 30, windowMs: 60 * 60 * 1000 },
  likes: { max: 300, windowMs: 10 * 60 * 1000 },
  avatar: { max: 20, windowMs: 60 * 60 * 1000 },
  // Your account (decision 047)
  blocks: { max: 60, windowMs: 60 * 60 * 1000 },
  commentsClosed: { max: 60, windowMs: 60 * 60 * 1000 },
  dataExport: { max: 5, windowMs: 60 * 60 * 1000 },
  // Deleting an account (decision 048): a few tries of the password an hour.
  accountDeletion: { max: 5, windowMs: 60 * 60 * 1000 },
  // At the door (decision 049): a registrant's cancel, claim and payment reference; a host's decisions.
  registrationChanges: { max: 60, windowMs: 60 * 60 * 1000 },
  hostDecisions: { max: 600, windowMs: 60 * 60 * 1000 },
  // Web Push (decision 051): turning a device on or off, and the choice of kinds.
  push: { max: 60, windowMs: 60 * 60 * 1000 },
  // Languages (decision 055): the account's language.
  locale: { max: 60, windowMs: 60 * 60 * 1000 },
} as const;

export const SESSION = {
  /** Sliding session lifetime. */
  ttlMs: 30 * 24 * 60 * 60 * 1000,
  /** A session ends this long after it began, however often it is used (decision 025). */
  maxAgeMs: 90 * 24 * 60 * 60 * 1000,
  /** The one-time Google sign-in ticket lives this long. */
  ticketTtlMs: 60 * 1000,
  /** A Google sign-in must come back within this time; its browser cookie lives as long. */
  googleFlowTtlMs: 10 * 60 * 1000,
  /** Failed logins for one account from one client inside the window before 429. */
  failedLoginMax: 10,
  failedLoginWindowMs: 15 * 60 * 1000,
  /**
   * Past failedLoginMax failures for an account from all clients together, each attempt for it waits
   * failedLoginDelayStepMs per further failure, at most failedLoginDelayMaxMs, before it is answered.
   */
  failedLoginDelayStepMs: 100,
  failedLoginDelayMaxMs: 2000,
  /** Expired sessions, tickets, flows and old login failures are deleted this often. */
  sweepEveryMs: 10 * 60 * 1000,
} as const;

export const CURRENCY_SYMBOL = '\u20B9';

// ---- Anonymous Consights (decision 043) ----
/** The longest reason an admin gives for revealing an anonymous post's author. */
export const REVEAL_REASON_MAX = 500;

// ---- Web Push (decision 051) ----
export const PUSH_LIMITS = {
  /** The longest push address a browser may give (the push services' are a few hundred characters). */
  endpointMaxChars: 2048,
  /** A subscription's JSON: its address, two keys and an expiry. */
  subscriptionBodyMaxBytes: 4096,
  /** Devices an account gets pushes on; a new one beyond them replaces the one subscribed longest ago. */
  devicesPerAccount: 20,
  /** A push's text is cut to this many characters (the encrypted payload must stay under 4 KB). */
  bodyMaxChars: 1000,
} as const;
