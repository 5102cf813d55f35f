/**
 * Every user-facing message text of SPEC.md, word for word, plus the ones we added.
 * Both the API and the UI import from here, so a message exists in one place only.
 */

export const MESSAGES = {
  // SPEC §8: generic failures
  unknownError: 'An unknown error occurred.',
  loginFailed: 'An error occurred. Please try again.',
  loginNetwork: 'An error occurred. Please check your network connection.',
  renderFailure: 'Something went wrong. Please try again.',

  // SPEC §5: report
  reportReasonRequired: 'Please select a reason for reporting.',
  reportThanks: 'Thank you. Your report has been submitted for review.',
  inputRequiredTitle: 'Input Required',
  inputErrorTitle: 'Input Error',

  // SPEC §5: comment
  commentRequired: 'Please enter some text to add a comment.',

  // SPEC §5: post form
  titleContentRequired: 'Please fill in the Title and Content fields.',
  eventDetailsRequired: 'Please fill in all required event details (Location, Start Date, Duration).',
  ticketDetailsRequired: 'Please fill in all required ticket details for the cultural event.',
  availableDatesRequired: 'Please fill in all available dates for the cultural event.',
  registrationMethodRequired: 'Please select a registration method.',
  registrationLinkRequired: 'Please provide a Registration Link.',
  paymentLinkRequired: 'Please provide a Payment Link or choose QR Code payment.',
  paymentQrRequired: 'Please upload a QR Code image for payment.',
  culturalPaymentLinkRequired: 'Please provide a Payment Link or choose QR Code payment for the cultural event.',
  culturalPaymentQrRequired: 'Please upload a QR Code image for payment for the cultural event.',
  tooManyImages: 'You can only add up to 4 images per post.',

  // SPEC §5: simple event registration
  registrationFieldsRequired: 'Please fill in all required registration fields.',
  phoneDigits: 'Phone number must be exactly 10 digits.',
  transactionLast4: 'Please enter the last 4 digits of your transaction number.',

  // SPEC §5: cultural registration
  culturalContactRequired: 'Please provide your name, email, and phone number.',
  bookingDateRequired: 'Please select at least one booking date.',
  ticketRequired: 'Please select at least one ticket.',
  alreadyRegistered: 'You are already registered for this event.',
  missingPaymentQr:
    'The event host has not provided a QR code for this event. Please contact them for payment details.',

  // SPEC §5: avatar
  avatarTooLarge: 'Image size cannot exceed 2MB.',
  avatarRequired: 'Please select or upload an avatar.',

  // SPEC §8: registration
  userNotLoggedIn: 'User not logged in.',
  eventNotFound: 'Event not found.',
  registrationNetwork: 'Registration failed. Please try again.',

  // SPEC §8: geolocation
  geolocationFailed: 'Could not get your location. Please enable location services and try again.',
  geolocationUnsupported: 'Geolocation is not supported by your browser.',

  // SPEC §8: export
  exportLoginRequired: 'Please log in to export registration data.',

  // SPEC §2
  profileLoggedOut: 'Please log in to view your profile.',
  noCulturalEvents: 'No cultural events found.',
  noEventsForDay: 'No events planned for this day.',
  adminPanelTitle: 'Admin Panel: Reported Posts & Approvals',

  // Ours: posts
  titleTooLong: 'The title can be at most 150 characters.',
  contentTooLong: 'The content can be at most 5000 characters.',
  fieldTooLong: 'One of the fields is too long. Please shorten it.',
  invalidLink: 'Please enter a valid link starting with http:// or https://.',
  invalidDate: 'Please enter a valid date.',
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidPrice: 'The price must be a number of at least 0.',
  tooManyTicketOptions: 'A cultural event can have at most 20 ticket options.',
  tooManyDates: 'A cultural event can have at most 60 available dates.',
  invalidImage: 'One of the images is not a JPEG, PNG or WebP picture.',
  imageTooLarge: 'One of the images is larger than 5MB.',
  newsAdminOnly: 'Only an admin can publish news.',
  postNotFound: 'This post does not exist or is no longer available.',
  cannotEditPost: 'You can only edit your own events and cultural events.',
  cannotDeletePost: 'You can only delete your own posts.',
  cannotChangeType: 'The type of a post cannot be changed. Create a new post instead.',
  invalidCursor: 'This page link has expired. Please reload the list.',
  consightPublished: 'Your Consight is live.',
  eventSubmitted: 'Your event was submitted and will appear once an admin approves it.',
  eventResubmitted: 'Your changes were saved. The event is pending again until an admin approves it.',
  postSaved: 'Your changes were saved.',
  postDeleted: 'The post was deleted.',
  linkCopied: 'Link copied to the clipboard.',
  noPostsYet: 'No posts yet.',
  noSearchResults: 'No posts match your search.',
  postMissing: 'This post could not be found. It may have been removed.',
  imageNotFound: 'One of the images is no longer available. Please upload it again.',

  // Ours: interactions
  commentTooLong: 'A comment can be at most 1000 characters.',
  alreadyReported: 'You have already reported this post.',
  cannotReportOwn: 'You cannot report your own post.',
  adminsDoNotReport: 'Admins remove posts from the admin panel instead of reporting them.',
  notificationNotFound: 'This notification does not exist.',

  // Ours: events and registrations
  invalidBookingDate: "Please choose booking dates from the event's available dates.",
  invalidTicketQuantity: 'Ticket quantities must be whole numbers from 0 to 20.',
  unknownTicketType: "Please choose tickets from the event's ticket options.",
  culturalTransactionRequired: 'Please enter your transaction ID (at least 4 characters).',
  registrationClosed: 'Registration for this event is closed.',
  eventEnded: 'This event has already started, so registration has ended.',
  noInAppRegistration: 'This event does not take registrations in Quad.',
  exportForbidden: 'Only the host of this event or an admin can export its registrations.',
  registeredForEvent: 'You are registered. See you there!',

  // Ours: moderation
  notAnEvent: 'Only events and cultural events wait for approval.',
  notPending: 'This event is not waiting for approval.',
  noOpenReports: 'This post has no open reports.',
  avatarSaved: 'Your profile picture was updated.',

  // Ours: accounts and sessions (SPEC §5 says only that the fields are required)
  emailPasswordRequired: 'Please enter your email and password.',
  nameRequired: 'Please enter your name.',
  nameLength: 'Your name must be between 2 and 50 characters.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  passwordTooLong: 'Your password must be at most 200 characters long.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  invalidCredentials: 'Incorrect email or password.',
  tooManyFailedLogins: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
  nulCharacter: 'Text cannot contain the NUL character.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a moment.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: 'Only an admin can do this.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleUnverified: 'Your Google account email is not verified, so it cannot be used to sign in.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleTicketInvalid: 'This sign-in link has expired or was already used. Please sign in again.',

  // Ours: server-wide errors
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request body as JSON.',
  invalidRequest: 'The request is not valid.',
  serverError: 'Something went wrong on our side. Please try again.',
  comingSoon: 'Coming soon.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** SPEC §8: 'Failed to save {type} "{title}": {message}'. */
export const failedToSave = (type: string, title: string, message: string) =>
  `Failed to save ${type} "${title}": ${message}`;

/** SPEC §8: 'Failed to {like|unlike} post. Please try again.' */
export const failedToToggleLike = (action: 'like' | 'unlike') => `Failed to ${action} post. Please try again.`;

/** SPEC §8: the 'Failed to <verb>: {message}' family. */
export const failedTo = (what: string, message: string) => `Failed to ${what}: ${message}`;

/** SPEC §8: the 'Network error: Could not <verb> ...' family. */
export const networkError = (what: string) => `Network error: Could not ${what}.`;

/** SPEC §5: a phone-like custom field must be 10 digits. */
export const fieldMustBeTenDigits = (label: string) => `The field '${label}' must be exactly 10 digits.`;

/** SPEC §8: registration messages that name the event. */
export const alreadyRegisteredFor = (title: string) => `You are already registered for "${title}".`;
export const registrationFailedFor = (title: string, message: string) =>
  `Registration for "${title}" failed: ${message}`;

/** SPEC §5 (ours in wording): a dropdown answer must be one of its options. */
export const chooseAnOption = (label: string) => `Please choose one of the options for '${label}'.`;

/** SPEC §4: Add to Calendar's success and duplicate notifications (our wording). */
export const addedToCalendar = (title: string) => `"${title}" was added to your calendar.`;
export const alreadyInCalendar = (title: string) => `"${title}" is already in your calendar.`;

/** The host's notification when someone registers (the original server's text). */
export const registeredForYourEvent = (name: string, title: string) => `${name} has registered for your event "${title}"!`;

/** SPEC §8: the post submit error dialog text. */
export const errorSubmittingPost = (message?: string) => `Error submitting post: ${message || 'Unknown error.'}`;

/** SPEC §1: the help text. */
export const helpText = (email: string) => `Help and support is offered by email to ${email}.`;

/** Stored notifications of moderation outcomes (our wording). */
export const moderationTexts = {
  approved: (title: string) => `Your event "${title}" was approved and is now live.`,
  rejected: (title: string) => `Your event "${title}" was not approved.`,
  removed: (title: string) => `Your post "${title}" was removed after review.`,
  hidden: (title: string) => `Your post "${title}" is hidden while an admin reviews reports about it.`,
  restored: (title: string) => `Your post "${title}" was reviewed and is visible again.`,
  reportUpheld: (title: string) => `Thank you for your report: the post "${title}" was removed.`,
  reportDismissed: (title: string) => `We reviewed the post "${title}" you reported and it stays up.`,
};

/** The success notification of a registration (our wording). */
export const registeredFor = (title: string) => `You are registered for "${title}".`;
