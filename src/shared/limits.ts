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

  reportCloseMs: 1500,

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
  feedPageMax: 100,
  commentsInFeed: 3,
  searchMax: 100,

  /** Registrations: a custom field's answer, a transaction id, tickets of one type per registration. */
  customFieldMax: 200,
  transactionIdMax: 64,
  ticketQuantityMax: 20,
  /** Days of a multi-day event that the calendar marks; longer events are marked on their first 31 days. */
  calendarSpanDays: 31,
  /** Events a calendar month lists for one day at most (docs/decisions/017-calendar-month-per-day.md). */
  calendarDayMax: 15,

  /** A JSON body may carry images as data URLs; anything larger is refused with 413. */
  bodyLimitBytes: 25 * 1024 * 1024,
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
} as const;

export const SESSION = {
  /** Sliding session lifetime. */
  ttlMs: 30 * 24 * 60 * 60 * 1000,
  /** The one-time Google sign-in ticket lives this long. */
  ticketTtlMs: 60 * 1000,
  /** Failed logins per email inside the window before 429. */
  failedLoginMax: 10,
  failedLoginWindowMs: 15 * 60 * 1000,
} as const;

export const CURRENCY_SYMBOL = '\u20B9';
