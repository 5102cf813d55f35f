/**
 * Every fixed user-facing message text of SPEC.md, word for word, plus the ones we added: one export per text.
 * Import them as the namespace `MESSAGES` from `messages.ts` (`MESSAGES.unknownError`): a bundle keeps only
 * the texts its code names, and a module's texts travel with the first code that needs them, so the texts
 * Home shows at once live in `feed-texts.ts` and the forms' and the server's stay out of the first load.
 */
import { t } from './i18n.ts';
import { suspensionEnd } from './feed-texts.ts';

// SPEC §5: report
export const reportReasonRequired = 'Please select a reason for reporting.';
export const reportThanks = 'Thank you. Your report has been submitted for review.';
export const inputRequiredTitle = 'Input Required';
export const inputErrorTitle = 'Input Error';

// SPEC §5: comment
export const commentRequired = 'Please enter some text to add a comment.';

// SPEC §5: post form
export const titleContentRequired = 'Please fill in the Title and Content fields.';
export const eventDetailsRequired = 'Please fill in all required event details (Location, Start Date, Duration).';
export const ticketDetailsRequired = 'Please fill in all required ticket details for the cultural event.';
export const availableDatesRequired = 'Please fill in all available dates for the cultural event.';
export const registrationMethodRequired = 'Please select a registration method.';
export const registrationLinkRequired = 'Please provide a Registration Link.';
export const paymentLinkRequired = 'Please provide a Payment Link or choose QR Code payment.';
export const paymentQrRequired = 'Please upload a QR Code image for payment.';
export const upiIdInvalid = 'Please give the UPI ID payments go to, like name@okaxis.';
export const upiNameRequired = 'Please give the name the UPI ID is registered to.';
export const culturalPaymentLinkRequired = 'Please provide a Payment Link or choose QR Code payment for the cultural event.';
export const culturalPaymentQrRequired = 'Please upload a QR Code image for payment for the cultural event.';
export const tooManyImages = 'You can only add up to 4 images per post.';

// SPEC §5: simple event registration
export const registrationFieldsRequired = 'Please fill in all required registration fields.';
export const phoneDigits = 'Phone number must be exactly 10 digits.';
export const transactionLast4 = 'Please enter the last 4 digits of your transaction number.';

// SPEC §5: cultural registration
export const culturalContactRequired = 'Please provide your name, email, and phone number.';
export const bookingDateRequired = 'Please select at least one booking date.';
export const ticketRequired = 'Please select at least one ticket.';
export const alreadyRegistered = 'You are already registered for this event.';
export const missingPaymentQr = 'The event host has not provided a QR code for this event. Please contact them for payment details.';

// SPEC §5: avatar
export const avatarTooLarge = 'Image size cannot exceed 2MB.';
export const avatarRequired = 'Please select or upload an avatar.';

// SPEC §8: registration
export const userNotLoggedIn = 'User not logged in.';
export const registrationNetwork = 'Registration failed. Please try again.';

// SPEC §8: geolocation
export const geolocationFailed = 'Could not get your location. Please enable location services and try again.';
export const geolocationUnsupported = 'Geolocation is not supported by your browser.';

// SPEC §8: export
export const exportLoginRequired = 'Please log in to export registration data.';

// SPEC §2
export const profileLoggedOut = 'Please log in to view your profile.';
export const noCulturalEvents = 'No cultural events found.';
export const noEventsForDay = 'No events planned for this day.';
export const adminPanelTitle = 'Admin Panel: Reported Posts & Approvals';

// Ours: posts
export const titleTooLong = 'The title can be at most 150 characters.';
export const contentTooLong = 'The content can be at most 5000 characters.';
export const fieldTooLong = 'One of the fields is too long. Please shorten it.';
export const invalidLink = 'Please enter a valid link starting with http:// or https://.';
export const invalidDate = 'Please enter a valid date.';
export const endBeforeStart = 'The end date cannot be before the start date.';
export const invalidPrice = 'The price must be a number of at least 0.';
export const tooManyTicketOptions = 'A cultural event can have at most 20 ticket options.';
export const tooManyDates = 'A cultural event can have at most 60 available dates.';
export const invalidImage = 'One of the images is not a JPEG, PNG or WebP picture.';
export const imageTooLarge = 'One of the images is larger than 5MB.';
export const newsAdminOnly = 'Only an admin can publish news.';
export const postNotFound = 'This post does not exist or is no longer available.';
export const cannotEditPost = 'You can only edit your own events and cultural events.';
export const cannotDeletePost = 'You can only delete your own posts.';
export const cannotChangeType = 'The type of a post cannot be changed. Create a new post instead.';
export const invalidCursor = 'This page link has expired. Please reload the list.';
export const consightPublished = 'Your Consight is live.';
export const eventSubmitted = 'Your event was submitted and will appear once an admin approves it.';
export const eventResubmitted = 'Your changes were saved. The event is pending again until an admin approves it.';
export const postSaved = 'Your changes were saved.';
export const invalidImageWidth = 'A picture is served at a width of 320 or 640 pixels, or at its own size.';
export const imageNotFound = 'One of the images is no longer available. Please upload it again.';

// Ours: interactions
export const commentTooLong = 'A comment can be at most 1000 characters.';
export const alreadyReported = 'You have already reported this post.';
export const cannotReportOwn = 'You cannot report your own post.';
export const adminsDoNotReport = 'Admins remove posts from the admin panel instead of reporting them.';
export const notificationNotFound = 'This notification does not exist.';

// Ours: events and registrations
export const invalidBookingDate = "Please choose booking dates from the event's available dates.";
export const invalidTicketQuantity = 'Ticket quantities must be whole numbers from 0 to 20.';
export const unknownTicketType = "Please choose tickets from the event's ticket options.";
export const culturalTransactionRequired = 'Please enter your transaction ID (at least 4 characters).';
export const registrationClosed = 'Registration for this event is closed.';
export const eventEnded = 'This event has already started, so registration has ended.';
export const noInAppRegistration = 'This event does not take registrations in Quad.';
export const exportForbidden = 'Only the host of this event or an admin can export its registrations.';
export const registeredForEvent = 'You are registered. See you there!';

// Ours: moderation
export const notAnEvent = 'Only events and cultural events wait for approval.';
export const notPending = 'This event is not waiting for approval.';
export const noOpenReports = 'This post has no open reports.';
export const avatarSaved = 'Your profile picture was updated.';

// Ours: accounts and sessions (SPEC §5 says only that the fields are required)
export const emailPasswordRequired = 'Please enter your email and password.';
export const nameRequired = 'Please enter your name.';
export const nameLength = 'Your name must be between 2 and 50 characters.';
export const emailInvalid = 'Please enter a valid email address.';
export const passwordTooShort = 'Your password must be at least 8 characters long.';
export const passwordTooLong = 'Your password must be at most 200 characters long.';
// Ours: one of the 10,000 most common passwords (decision 079).
export const passwordTooCommon = 'This password is too common: choose one that is hard to guess.';
export const emailTaken = 'An account with this email already exists. Please log in instead.';
export const invalidCredentials = 'Incorrect email or password.';
export const tooManyFailedLogins = 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.';
export const nulCharacter = 'Text cannot contain the NUL character.';
export const tooManyRequests = 'Too many requests. Please slow down and try again in a moment.';
export const loginRequired = 'Please log in to continue.';
export const sessionExpired = 'Your session has expired. Please log in again.';
export const adminOnly = 'Only an admin can do this.';
export const googleTicketInvalid = 'This sign-in link has expired or was already used. Please sign in again.';

// Ours: what a name may hold (sign-up), so no name can pass for another's or for the staff's
export const nameHiddenCharacters = 'Your name cannot contain invisible, control or text-direction characters.';
export const nameNeedsLetter = 'Your name must contain at least one letter.';
export const nameReserved = "This name is kept for Quad's staff. Please use your own name.";

// Ours: changing the password and signing out everywhere (the Profile screen)
export const currentPasswordRequired = 'Please enter your current password.';
export const newPasswordRequired = 'Please enter a new password.';
export const currentPasswordWrong = 'Your current password is incorrect.';
export const newPasswordSame = 'Your new password must be different from your current password.';
export const noPasswordToChange = 'Your account signs in with Google, so it has no password to change.';
export const passwordChanged = 'Your password was changed. Your other devices were signed out.';
export const signOutEverywhereConfirm = 'This signs you out of Quad on every device, including this one.';

// Ours: server-wide errors
export const notFound = 'Not found.';
export const invalidJson = 'The request body is not valid JSON.';
export const bodyTooLarge = 'The request is too large.';
export const unsupportedMediaType = 'Send the request body as JSON.';
export const invalidRequest = 'The request is not valid.';
export const serverError = 'Something went wrong on our side. Please try again.';
export const comingSoon = 'Coming soon.';

// Ours: what an admin approves is what goes live; pictures are Quad's own; SPEC's and our registration fields agree
export const eventChangedSinceReview = 'This event changed since you opened it. Review the new version.';
export const reviewedVersionInvalid = 'The version must be a whole number from 1: the version of the event you reviewed, as the pending events list shows it. Leave it out to decide the event as it stands.';
export const reviewIfMatchInvalid = 'If-Match must name the version of the event you reviewed, as "3" or 3 (several separated by commas), or be *.';
export const uploadedPicturesOnly = 'Please upload pictures and QR codes to Quad: links to pictures on other sites are not accepted.';
export const registrationChoiceConflict = "Please choose one registration method: 'enableRegistrationForm' and 'registrationMethod' disagree.";

// Ours: what a picture may cost the server (decision 026)
export const imageTooManyPixels = 'A picture can have at most 50 megapixels (25 at 16 bits per channel). Please choose a smaller one.';
export const picturesBusy = 'The server is busy processing other pictures. Please try again in a moment.';

// Ours: the post form loses nothing (discarding, type changes, drafts, limits, pictures, past events)
export const discardPostTitle = 'Discard this post?';
export const discardPostMessage = 'What you typed will be lost.';
export const changeTypeTitle = 'Change the post type?';
export const restoreDraftTitle = 'Restore your draft?';
export const restoreDraftMessage = 'You have a post you did not send. Restore it, or discard it and start afresh.';
export const draftPicturesNotKept = 'Pictures are not kept in drafts: add them again.';
export const pastEventTitle = 'Starts in the past';
export const pastEventMessage = 'This event starts in the past. Post it anyway?';
export const notAPicture = 'The file you chose is not a picture. Please choose a JPEG, PNG or WebP picture.';
export const notPictures = 'Some of the files you chose are not pictures. Please choose JPEG, PNG or WebP pictures.';
export const noPictureChosen = 'No picture chosen';

// Ours: events listed by their dates (decision 029), the admin's review and the host's registrations
export const eventTimeUnknown = "Please ask for 'upcoming' or 'past' events.";
export const eventTimeNeedsEventType = 'Upcoming and past lists are for events and cultural events only.';
export const noUpcomingEvents = 'No upcoming events.';
export const noPastEvents = 'No past events.';
export const noUpcomingCulturalEvents = 'No upcoming cultural events.';
export const eventStartsInPast = 'This event starts in the past.';

// Ours: the header search reaches the News highlights too

// Feedback: buttons that say what is already done (decision 031)
export const inYourCalendar = 'In your calendar';
export const removeShort = 'Remove';
export const removeFromCalendar = 'Remove from your calendar';
export const registeredInCalendar = 'REGISTERED · IN YOUR CALENDAR';
export const reportedAlready = 'You reported this post. An admin will review it.';

// Feedback: the profile stats say what they count (decision 031)
export const statPosts = 'Posts';
export const statLikesReceived = 'Likes received';
export const statCommentsReceived = 'Comments received';
export const statRegistrationsOnYourEvents = 'Registrations on your events';
export const statEventsYouRegisteredFor = 'Events you registered for';

// The live stream
export const streamBusy = 'Live updates are busy right now. They will resume on their own.';
export const streamPosts = 'Live updates follow at most 100 posts, named by their ids and separated by commas.';
export const tooManyStreamsForAccount = 'Your account has live updates open in too many tabs or devices. Close some of them, and this one will resume on its own.';
export const tooManyStreamsFromAddress = 'Too many live updates are open from your network. Sign in to get yours, or try again in a minute.';
// Ours: the live campus, new posts wait behind a button at the top of a feed (decision 038)
export const newPost = 'new post';
export const newPosts = 'new posts';

// Ours: account emails, verifying the address and resetting the password (decision 041)
export const verifyEmailFirst = 'Please verify your email first: open the link we sent to your inbox, or send a new one from the banner at the top.';
export const tooManyVerificationEmails = 'You asked for several verification emails already. Please check your inbox, or try again in an hour.';
export const verifyEmailTokenInvalid = 'This verification link is not valid: it has expired or was already used. Sign in and send a new one.';
export const emailVerified = 'Your email is verified. You can now post, comment and register for events.';
export const verifyingEmail = 'Verifying your email…';
export const forgotPassword = 'Forgot password?';
export const passwordResetIntro = 'Enter the email of your account. If it has one, we will send it a link to choose a new password.';
export const passwordResetRequested = 'If an account uses this email, we sent it a link to reset the password. The link works for 30 minutes.';
export const tooManyPasswordResets = 'Too many password reset requests. Please check your inbox, or try again later.';
export const passwordResetTokenInvalid = 'This password reset link is not valid: it has expired or was already used. Please ask for a new one.';
export const passwordResetDone = 'Your password was changed and every device was signed out. Please log in with your new password.';
export const passwordsDoNotMatch = 'The two passwords do not match.';
export const confirmPasswordRequired = 'Please enter the new password again.';

// Ours: email delivery, the admin's list of emails that could not be sent (decision 040)
export const emailNotFound = 'Email not found.';
export const emailAlreadySent = 'This email was already sent.';
export const emailBeingSent = 'This email is being sent right now.';
export const noFailedEmails = 'Every email has been delivered.';
export const emailRetryQueued = 'The email will be sent again now.';
// Ours: calendar files and feeds (decision 039)
export const calendarFeedNotFound = 'This calendar feed does not exist. Make a new link in your profile.';
export const calendarFeedTypeInvalid = 'Please choose event or culturalEvent.';
export const calendarFeedName = 'Quad: my events';
export const campusFeedName = 'Quad: campus events';
export const addToCalendarMenu = 'More ways to add to a calendar';
export const downloadCalendarFile = 'Download .ics file (Apple, Outlook)';
export const addToGoogleCalendar = 'Add to Google Calendar';
export const calendarFileDownloaded = 'Calendar file downloaded.';
export const calendarFeedTitle = 'Calendar feed';
export const calendarFeedIntro =
  'Subscribe to the events you saved or registered for in your own calendar app. It updates on its own, and cancelled events are marked as cancelled.';
export const calendarFeedCreate = 'Create my feed link';
export const calendarFeedRegenerate = 'Make a new link';
export const calendarFeedRegenerateTitle = 'Make a new feed link?';
export const calendarFeedRegenerateQuestion =
  'Your current link stops working at once. Calendars subscribed with it stop updating until you subscribe again with the new link.';
export const calendarFeedShownOnce = 'Copy this link now: for your privacy it is shown only once. You can always make a new one.';
export const calendarFeedActive =
  'Your feed link is active. It was shown once, when you made it: make a new link to see one again.';
export const calendarFeedMadeOn = 'Made on';
export const calendarFeedLinkLabel = 'Your calendar feed link';
export const copyLink = 'Copy link';
export const subscribeWebcal = 'Subscribe (webcal)';
export const calendarHelpGoogle =
  'Google Calendar: on a computer, open Other calendars, +, From URL, paste the link and choose Add calendar.';
export const calendarHelpApple = 'Apple Calendar: choose Subscribe (webcal), or File, New Calendar Subscription, and paste the link.';
export const calendarHelpOutlook = 'Outlook: Add calendar, Subscribe from web, paste the link and choose Import.';
export const calendarFeedPrivate = 'Anyone with this link can see these events: keep it to yourself.';
export const otherCalendars = 'Other calendars';
export const calendarHelpSummary = 'How to subscribe in Google, Apple or Outlook';
// Notification emails: the student's choices, one-click unsubscribe, and the messages (decision 042)
export const emailPreferencesTitle = 'Emails';
export const emailPreferencesIntro = 'Choose which emails Quad sends you. Emails about your account’s security always go.';
export const emailPreferencesSaved = 'Email preferences saved';
export const emailPreferencesEmpty = 'Please choose at least one email to turn on or off.';
export const emailKindUnknown = 'That is not an email you can turn off.';
export const unsubscribeTokenInvalid = 'This unsubscribe link is not valid. Sign in and turn the email off from your profile.';
export const unsubscribeTokenExpired = 'This unsubscribe link has expired. Sign in and turn the email off from your profile.';
export const unsubscribeTitle = 'Unsubscribe';
export const unsubscribeButton = 'Turn these emails off';
export const unsubscribeDone = 'Done: these emails are off. You can turn them on again from your profile.';
export const unsubscribeChecking = 'Checking your unsubscribe link…';
export const emailKindLabels = {
  'registration-confirmed': 'Registration confirmed',
  'event-changed': 'Event changed or cancelled',
  'event-reminder': 'Event reminders',
  'report-outcome': 'Reports and removed posts',
  'waitlist-offer': 'A seat for you',
  'registration-changed': 'Payments and cancellations',
  'club-news': 'Clubs I follow',
} as const;
export const emailKindDescriptions = {
  'registration-confirmed': 'When you register for an event: its date, place and what you entered.',
  'event-changed': 'When an event you registered for or saved to your calendar moves, changes place or is cancelled.',
  'event-reminder': 'A day and an hour before an event you registered for.',
  'report-outcome': 'What an admin decided about a post you reported, or why your post was removed.',
  'waitlist-offer': 'When a seat frees up at an event you are on the waitlist of, and until when it is held for you.',
  'registration-changed': 'When the host confirms or rejects your payment, cancels your registration, or an unclaimed seat or unpaid hold is released.',
  'club-news': 'A new event or announcement from a club you follow or belong to.',
} as const;
export const removalReasons = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  inappropriate: 'Inappropriate or explicit content',
  misinformation: 'False or misleading information',
  'private-information': 'Shares someone’s private information',
} as const;
export const removalReasonLabel = 'Reason for removal (optional, shown to the author)';
export const removalReasonTooLong = 'Please keep the reason under 300 characters.';
export const emailFooterWhy = 'You get this email because you have an account on Quad.';
export const emailSeeEvent = 'See the event';
export const emailSeePost = 'See the post';
export const emailOpenQuad = 'Open Quad';
export const emailUnsubscribeNote = 'Stop these emails';
export const emailWhen = 'When';
export const emailWhere = 'Where';
export const emailTickets = 'Tickets';
export const emailDates = 'Dates';
export const emailTotal = 'Total';
export const emailYouEntered = 'What you entered';
export const emailRemovalReason = 'Reason';
export const noticeEmails = {
  registrationSubject: (title: string) => t('You are registered for {title}', { title }),
  registrationHeading: (title: string) => t('You are registered for “{title}”', { title }),
  registrationIntro: (name: string) => t('Hi {name}, your registration is confirmed. Here is what you need on the day.', { name }),
  changedSubject: (title: string) => t('{title} has changed', { title }),
  changedHeading: (title: string) => t('“{title}” has changed', { title }),
  changedIntro: 'The host changed when or where this event happens. Here is what it is now:',
  changedInReview: 'The change is waiting for an admin’s approval; the event shows again on Quad once it is approved.',
  cancelledSubject: (title: string) => t('{title} is cancelled', { title }),
  cancelledHeading: (title: string) => t('“{title}” is cancelled', { title }),
  cancelledIntro: (title: string) => t('“{title}” was taken down and will not happen as planned. It is gone from your calendar.', { title }),
  /** `soon`: `reminderTomorrow` or `reminderInAnHour`, said in the reader's language here. */
  reminderSubject: (title: string, soon: string) => t('Reminder: {title} starts {soon}', { title, soon: t(soon) }),
  reminderHeading: (title: string, soon: string) => t('“{title}” starts {soon}', { title, soon: t(soon) }),
  reminderTomorrow: 'in 24 hours',
  reminderInAnHour: 'in an hour',
  reportUpheldSubject: 'The post you reported was removed',
  reportUpheld: (title: string) => t('Thank you for your report: an admin removed the post “{title}”.', { title }),
  reportDismissedSubject: 'We reviewed the post you reported',
  reportDismissed: (title: string) => t('An admin reviewed the post “{title}” you reported and decided it stays up.', { title }),
  removedSubject: 'Your post was removed',
  removed: (title: string) => t('An admin removed your post “{title}” after review.', { title }),
  removedNoReason: 'No reason was given. If you think this was a mistake, write to the support address in Quad’s Help.',
  becauseRegistered: 'You get this email because you registered for this event on Quad.',
  becauseRegisteredOrSaved: 'You get this email because you registered for this event or saved it to your calendar on Quad.',
  becauseReported: 'You get this email because you reported this post on Quad.',
  becauseAuthor: 'You get this email because you wrote this post on Quad.',
  // An event's staff (decision 071)
  cohostSubject: (title: string) => t('You are now a co-host of {title}', { title }),
  doorStaffSubject: (title: string) => t('You are now door staff at {title}', { title }),
  becauseStaff: 'You get this email because the host of this event added your email address to its staff on Quad.',
  // At the door (decision 049)
  heldIntro: (name: string) =>
    t('Hi {name}, your seat is held until the host confirms your payment. Your ticket comes by email once they do.', { name }),
  ticketIntro: 'Your ticket: show this QR code at the door, or tell them its code.',
  ticketCode: 'Ticket code',
  ticketAlt: 'Your ticket’s QR code',
  offerSubject: (title: string) => t('A seat at {title} is yours to claim', { title }),
  offerHeading: (title: string) => t('A seat at “{title}” is yours to claim', { title }),
  offerIntro: (until: string) =>
    t('A seat freed up and is held for you until {until}. Claim it on Quad before then, or it passes to the next in line.', { until }),
  claimSeat: 'Claim my seat',
  paymentConfirmedSubject: (title: string) => t('Payment received, you’re in: {title}', { title }),
  paymentConfirmedHeading: (title: string) => t('Your payment for “{title}” is confirmed', { title }),
  paymentConfirmedIntro: (name: string) => t('Hi {name}, the host confirmed your payment. Your seat is yours.', { name }),
  paymentRejectedSubject: (title: string) => t('Payment not accepted: {title}', { title }),
  paymentRejectedHeading: (title: string) => t('The host could not accept your payment for “{title}”', { title }),
  paymentRejectedIntro: 'Your seat is still held for you: pay again, or correct the payment reference, on Quad.',
  // Paying for a seat (decision 072)
  heldSubject: (title: string, amount: string) => t('Seat held: pay {amount} for {title}', { title, amount }),
  heldSubjectBy: (title: string, amount: string, until: string) => t('Seat held: pay {amount} by {until} for {title}', { title, amount, until }),
  heldPayIntro: (name: string, amount: string) =>
    t('Hi {name}, your seat is held. Pay {amount} to make it yours: your ticket comes by email once the payment is confirmed.', { name, amount }),
  heldPayBy: (until: string) => t('Pay by {until}, or the seat goes to the next in line.', { until }),
  putReference: (reference: string) => t('Put {reference} in the payment note.', { reference }),
  payNow: 'Pay now',
  partSubject: (title: string, left: string) => t('{left} left to pay for {title}', { title, left }),
  partIntro: (paid: string, left: string) => t('We received {paid}. {left} is left to pay: your seat stays held until then.', { paid, left }),
  payReminderSubject: (title: string, until: string) => t('Reminder: pay by {until} for {title}', { title, until }),
  payReminderIntro: (amount: string, until: string) =>
    t('Your seat is held until {until}. Pay {amount} before then, or it goes to the next in line.', { amount, until }),
  hostCancelledSubject: (title: string) => t('Your registration for {title} was cancelled', { title }),
  hostCancelledHeading: (title: string) => t('Your registration for “{title}” was cancelled', { title }),
  hostCancelledIntro: 'The host cancelled your registration, and your seat went to the next in line.',
  releasedSubject: (title: string) => t('Your seat at {title} was released', { title }),
  releasedHeading: (title: string) => t('Your seat at “{title}” was released', { title }),
  offerExpiredIntro: 'The seat held for you was not claimed in time, so it passed to the next in line.',
  paymentExpiredIntro: 'No payment reference came before the host’s payment window ended, so your seat went to the next in line.',
  becauseWaitlisted: 'You get this email because you joined the waitlist of this event on Quad.',
};

// ---- Anonymous Consights (decision 043) ----
export const anonymousConsightsOnly = 'Only Consights can be posted anonymously.';
export const postAnonymously = 'Post anonymously';
export const postAnonymouslyHint = 'Others see a made-up name like “Anonymous Otter”, never yours. Admins can see who wrote it only if it is reported.';
export const anonymousAuthorMark = 'Author';
export const anonymousAuthor = 'Anonymous';
export const revealReasonRequired = 'Please give a reason for revealing the author.';
export const revealReasonTooLong = 'The reason can be at most 500 characters.';
export const revealNotAnonymous = 'This post is not anonymous.';
export const revealNotReported = 'Only the author of a reported post can be revealed.';
export const revealAuthor = 'Reveal author';
export const revealAuthorTitle = 'Reveal the author';
export const revealAuthorExplain = 'Why do you need to know who wrote this post? The reason is written to the audit log.';
export const revealReasonLabel = 'Reason';
export const revealedAuthor = (name: string, email: string) => t('Written by {name} ({email})', { name, email });
// ---- Campus gate and automatic hiding (decision 045) ----
/** Sign-up with an address outside ALLOWED_EMAIL_DOMAINS; `addresses` as "@iitb.ac.in or @….iitb.ac.in". */
export const campusSignUpOnly = (addresses: string) =>
  t('Quad is open to students with an {addresses} address. Please sign up with your campus email.', { addresses });
/** An account whose email is outside ALLOWED_EMAIL_DOMAINS tries to post, comment, like, report or register. */
export const campusContributeOnly = (addresses: string) =>
  t(
    "Quad is open to students with an {addresses} address. Your account's email is not one, so you can read but not post, comment, like, report or register.",
    { addresses },
  );
/** The sign-up form's hint under the email field. */
export const campusAddressHint = (addresses: string) => t('Use your {addresses} address.', { addresses });
/** PRIVATE_CAMPUS=on: a visitor asks to read. */
export const privateCampusSignIn = 'Quad is open to signed-in students only. Please log in or sign up to read the campus.';
/** The admin's reported posts list: why a post is hidden without an admin having hidden it (counts as given, not `#`'s 1,000). */
export const hiddenAutomatically = (reports: number, weight: number, threshold: number) =>
  t('Hidden automatically: {reports, plural, one {{reports} report} other {{reports} reports}} weighing {weight}, threshold {threshold}', {
    reports,
    weight: weight.toLocaleString('en-US', { maximumFractionDigits: 1 }),
    threshold,
  });
/** The reports limit (WRITE_LIMITS.reports), counted across every process of the campus. */
export const tooManyReports = (max: number) =>
  t('You have reported {max} posts in the last hour, the most Quad takes. Please wait a while before reporting more.', { max });
// Trust and safety: word filters (decision 046)
export const wordFilterBlocked = 'Your text contains words that are not allowed on Quad. Please change it and try again.';
export const wordFilterPatternLength = 'A filter is 2 to 60 characters long.';
export const wordFilterPatternLetter = 'A filter needs at least one letter.';
export const wordFilterPatternCharacters = 'A filter may use letters, digits, spaces, apostrophes, hyphens and * only.';
export const wordFilterPatternWildcards = 'Use * inside a word (like bad*), at most 3 times.';
export const wordFilterActionInvalid = 'Choose block, hold or flag.';
export const wordFilterExists = 'That filter is already on the list.';
export const wordFilterListFull = 'The list holds at most 500 filters. Remove one first.';
export const wordFilterNotFound = 'That filter no longer exists.';
export const wordFilterTestTextRequired = 'Enter a text to test.';
export const wordFilterTestTextTooLong = 'The text to test can be at most 5000 characters.';
export const wordFilterAdded = 'Filter added';
export const wordFilterRemoved = 'Filter removed';
export const wordFilterNoFilters = 'No word filters yet.';
export const wordFilterNothingTriggered = 'Nothing on the list matches this text.';
export const commentWaitingForReview = 'Waiting for review';
export const commentHeldNotice = 'Your comment waits for review by an admin before others can see it.';
export const heldCommentNotFound = 'That comment is no longer waiting for review.';
export const noCaughtComments = 'No comments waiting for review.';
// Moderation: moderators, outcomes, warnings and suspensions (decision 044)
export const moderatorsOnly = 'Only moderators and admins can do this.';
export const moderationOutcomes = {
  reportDismissedWithNote: (title: string, note: string) =>
    t("We reviewed the post \"{title}\" you reported and it stays up. The moderator's note: {note}", { title, note }),
  removedWithReason: (title: string, reason: string) => t('Your post "{title}" was removed after review. Reason: {reason}', { title, reason }),
  warned: (message: string) => t('A warning from the Quad moderators: {message}', { message }),
  suspended: (until: string, reason: string) => t('Your account is suspended until {until}. Reason: {reason}', { until: suspensionEnd(until), reason }),
  suspensionLifted: 'Your suspension was lifted: you can post, comment and register for events again.',
  /** `role`: one of `roleNames`, said in the reader's language here. */
  roleChanged: (role: string) => t('Your role on Quad is now: {role}.', { role: t(role) }),
};
export const roleNames = { member: 'Student', moderator: 'Moderator', admin: 'Admin' } as const;
export const dismissNoteLabel = 'Note to the reporters (optional)';
export const dismissNoteTooLong = 'Please keep the note under 300 characters.';
export const accountNotFound = 'This account does not exist.';
export const cannotChangeOwnRole = 'You cannot change your own role.';
export const cannotSuspendSelf = 'You cannot suspend or warn your own account.';
export const cannotSuspendAdmin = 'An admin cannot be suspended. Remove their admin role first.';
// What a moderator may decide depends on the post, not only on the role (decision 067)
export const moderatorRemovesReportedOnly = 'Moderators can only remove posts that were reported or flagged. Ask an admin to remove this one.';
export const moderatorLeavesAdminPosts = 'Only an admin can remove or keep a post by an admin or a news post.';
export const moderatorOwnPostReports = 'You cannot decide the reports about your own post. Another moderator or an admin will.';
export const suspendUntilInvalid = 'Please choose an end in the future, at most a year from now.';
export const suspendReasonRequired = 'Please give a reason for the suspension (at most 300 characters).';
export const warningRequired = 'Please write the warning (at most 500 characters).';
export const notSuspended = 'This account is not suspended.';
export const peopleSearchTooShort = 'Type at least 2 characters of a name or email.';
export const emailModeratorNote = 'The moderator’s note';
export const accountEmails = {
  warningSubject: 'A warning about your Quad account',
  warningIntro: (name: string) => t('Hi {name}, a Quad moderator sent you this warning:', { name }),
  warningOutro: 'Please keep to the campus guidelines. Further problems may lead to a suspension.',
  suspendedSubject: 'Your Quad account is suspended',
  suspendedIntro: (name: string, until: string) =>
    t('Hi {name}, your Quad account is suspended until {until}. Until then you can browse Quad, but not post, comment, like, report or register for events.', {
      name,
      until: suspensionEnd(until),
    }),
  becauseAccount: 'You get this email because it concerns your Quad account. It cannot be turned off.',
};
export const people = {
  title: 'People',
  searchLabel: 'Find an account by name or email',
  search: 'Search',
  none: 'No account matches.',
  role: 'Role',
  suspendedUntil: (until: string) => t('Suspended until {until}', { until: suspensionEnd(until) }),
  /** `role`: one of `roleNames`, said in the reader's language here. */
  makeRole: (role: string) => t('Make {role}', { role: t(role) }),
  warn: 'Warn',
  warningLabel: 'Warning to send',
  suspend: 'Suspend',
  suspendUntilLabel: 'Suspended until',
  suspendReasonLabel: 'Reason (shown to the account)',
  lift: 'Lift suspension',
  warned: 'Warning sent.',
  suspendedDone: 'Account suspended.',
  liftedDone: 'Suspension lifted.',
  roleDone: 'Role changed.',
  you: '(you)',
};
// ---- Your account (decision 047): sessions, blocks, closed comments, the data download ----
export const sessionNotFound = 'That session has already ended.';
export const yourSessionsTitle = 'Your sessions';
export const thisDevice = 'This device';
export const unknownDevice = 'Unknown device';
export const signOutSession = 'Sign out';
export const signOutEverywhere = 'Sign out everywhere';
export const sessionSignedOut = 'That session is signed out.';
export const sessionLastSeen = (when: string) => t('Last seen {when}', { when });
export const blockedPeopleTitle = 'Blocked people';
export const noBlockedPeople = 'You have not blocked anyone.';
export const unblockPerson = 'Unblock';
export const unblockedToast = (name: string) => t('{name} is unblocked.', { name });
export const cannotBlockYourself = 'You cannot block yourself.';
export const personNotFound = 'That person was not found.';
export const cannotCommentHere = 'You cannot comment on this post.';
export const commentsClosed = 'Comments are closed';
export const commentsClosedRefusal = 'Comments on this post are closed.';
export const downloadYourData = 'Download your data';
export const downloadYourDataHint = 'A JSON file with everything Quad holds about you.';
export const cannotCloseComments = 'Only the author of a post can close its comments.';
// ---- Deleting your account (decision 048) ----
export const deletedAccountName = 'Deleted account';
export const deleteAccountTitle = 'Delete account';
export const deleteAccountHint = 'Deleting your account cannot be undone.';
export const deleteAccountButton = 'Delete account…';
export const deleteAccountConfirm = 'Delete my account';
export const deleteAccountPostsChoice = 'Choose what happens to your Consights.';
export const deleteAccountRemovePosts = 'Remove them';
export const deleteAccountKeepAnonymous = 'Keep them as anonymous Consights';
export const deleteAccountPasswordRequired = 'Enter your password to delete your account.';
export const deleteAccountPasswordWrong = 'That password is not right.';
export const deleteAccountEmailLabel = 'Type your email address to confirm';
export const deleteAccountEmailWrong = 'Type the email address of your account to confirm.';
export const accountDeleted = 'Your account is deleted.';
// The counts are written as given (`{n}`, not `#`), as these texts always did: 1200, not 1,200.
export const deletionConsights = (n: number, keep: boolean) =>
  keep
    ? t('{n, plural, one {{n} Consight} other {{n} Consights}} kept as anonymous Consights nobody can link to you', { n })
    : t('{n, plural, one {{n} Consight} other {{n} Consights}} removed', { n });
export const deletionEvents = (n: number) =>
  t('{n, plural, one {{n} event} other {{n} events}} you host removed (their registrants are told they are cancelled)', { n });
export const deletionOtherPosts = (n: number) => t('{n, plural, one {{n} other post} other {{n} other posts}} removed', { n });
export const deletionRegistrations = (n: number) => t('{n, plural, one {{n} registration} other {{n} registrations}} cancelled', { n });
export const deletionRest = (comments: number, likes: number) =>
  t(
    '{comments, plural, one {{comments} comment} other {{comments} comments}} and {likes, plural, one {{likes} like} other {{likes} likes}} removed; your reports, calendar, notifications, sessions, blocks and email preferences deleted',
    { comments, likes },
  );
// ---- Word filters over posts (decision 046): held and flagged posts ----
export const postHeldForReview = 'Your post was submitted and will appear once a moderator has reviewed it.';
export const heldByWordFilter = 'Held by the word filter';
export const flaggedByWordFilter = 'Flagged by the word filter';
// ---- At the door (decision 049): seats, waitlist, payment confirmation, tickets, check-in ----
export const invalidCapacity = 'Capacity must be a whole number of seats from 1 to 100000, or empty for no limit.';
export const invalidPaymentWindow = 'The payment window must be a whole number of hours from 1 to 720, or empty.';
export const invalidOfferWindow = 'The claim window must be a whole number of hours from 1 to 168.';
export const registrationNotFound = 'Registration not found.';
export const paymentReferenceRequired = 'Please enter the payment reference (the UPI transaction id or UTR).';
export const cancelReasonRequired = 'Please say why you are cancelling this registration.';
export const rejectReasonRequired = 'Please say why the payment is rejected.';
// ---- At the door: seats in the post form, on cards and in the registration form ----
export const waitlistNotice = 'Every seat is taken: you join the waitlist and pay nothing now. We will tell you when a seat is yours.';
export const seatHeldForPayment = 'Your seat is held until the host confirms your payment.';
export const joinWaitlist = 'Join waitlist';
// ---- At the door: check-in (decision 052) ----
export const doorForbidden = 'Only the host and the door staff of this event can check people in.';
export const doorVerifyEmail = 'Verify your email address to check people in at the door.';
export const staffForbidden = 'Only the host of this event can choose its door staff.';
export const eventLogForbidden = 'Only the host of this event can read its log.';
export const staffListFull = 'An event can have at most 50 door staff.';
export const cohostsForbidden = 'Only the host of this event can choose its co-hosts.';
export const staffRoleInvalid = 'Choose co-host or door staff.';
export const checkInNotFound = 'This person is not checked in.';
// ---- At the door: the door screen in the browser (decision 053) ----
export const doorEyebrow = 'Check-in';
export const doorBack = 'Back to the event';
export const doorLoading = 'Loading the door…';
export const doorLogIn = 'Log in to check people in at this door: use Log in at the top of the page.';
export const doorToday = 'Today';
export const doorCountsLabel = 'Today at the door';
export const doorCheckedInCount = 'checked in';
export const doorHoldingCount = 'holding a ticket for today';
export const doorNoSavedList = 'You are offline, and this device has no saved list for this door yet. Open the door once while online.';
export const doorOfflineNoScans = 'Offline: tickets are checked on this device and sent when the connection returns.';
export const doorSyncedHeading = 'After syncing, the server said';
export const doorSyncedDismiss = 'Clear these answers';
export const doorThisDevice = 'this device';
export const cameraHeading = 'Scan tickets';
export const startCamera = 'Start camera';
export const stopCamera = 'Stop camera';
export const cameraPreview = 'Camera preview';
export const cameraStarting = 'Opening the camera…';
export const cameraScanning = 'Scanning: hold the ticket’s QR code in front of the camera.';
export const cameraDenied = 'The camera could not be opened. Allow camera access, or check people in by name below.';
export const cameraUnsupported = 'This browser cannot scan with a camera here. Check people in by name below.';
export const scannerFailed = 'The QR scanner could not load. Check people in by name below.';
export const resultCheckedIn = 'Checked in';
export const resultAlready = 'Already checked in';
export const resultInvalid = 'Not a valid ticket';
export const resultInvalidHint = 'This code is not a Quad ticket for a confirmed seat at this event.';
export const resultOtherEvent = 'Ticket for another event';
export const resultOtherEventHint = 'This ticket was issued for a different event.';
export const resultVoid = 'Void ticket';
export const resultVoidHint = 'This registration was cancelled, or its ticket was replaced by a newer one.';
export const resultNotToday = 'Not booked for today';
export const resultNotTodayHint = 'This ticket is for another day of the event.';
export const resultUnknown = 'Not on this door’s list yet';
export const resultUnknownHint = 'The ticket is signed for this event but newer than the list this device keeps: the server checks it when the connection returns.';
export const resultNotSynced = 'Not yet synced: kept on this device and sent when the connection returns.';
export const undoCheckIn = 'Undo check-in';
export const checkInUndone = 'Check-in undone.';
export const undoNeedsConnection = 'Undoing a check-in needs a connection. Try again when you are back online.';
export const manualCheckInHeading = 'Check in by name';
export const attendeeSearchLabel = 'Name, email or ticket code';
export const attendeeSearchHint = 'Type at least two characters.';
export const noAttendeeMatches = 'Nobody on this door’s list matches.';
export const checkInAttendee = 'Check in';
export const attendeeNotYet = 'Not checked in yet';
export const attendeeNoSeat = 'No confirmed seat';
export const attendeeRegistrationCancelled = 'Cancelled';
// ---- At the door: your registration, and the host's registrations ----
export const yourRegistration = 'Your registration';
export const statusConfirmed = 'Confirmed: your seat is yours.';
export const statusAwaitingPayment = 'Awaiting payment: your seat is held until the host confirms your payment.';
export const statusPaymentSent = 'The host will confirm your payment.';
export const statusCheckedIn = 'Checked in. Enjoy the event!';
export const statusCancelled = 'Cancelled.';
export const ticketInMyTickets = 'Your ticket is in My tickets, in your profile.';
export const paymentReferenceLabel = 'Payment reference (UPI transaction id or UTR)';
export const paymentScreenshotLabel = 'Screenshot of the payment (optional)';
export const sendPaymentReference = 'Send payment reference';
export const paymentReferenceSent = 'Payment reference sent. The host will confirm it.';
export const cancelRegistration = 'Cancel registration';
export const cancelRegistrationConfirm = 'Cancel your registration? Your seat goes to the next person in line.';
export const registrationCancelled = 'Your registration is cancelled.';
export const claimSeat = 'Claim my seat';
export const declineSeat = 'Decline';
export const seatClaimed = 'The seat is yours.';
export const manageRegistrations = 'Manage registrations';
export const noRegistrationsYet = 'Nobody has registered yet.';
export const noRegistrationsWithStatus = 'No registrations with this status.';
export const markPaid = 'Mark paid';
export const rejectPayment = 'Reject';
export const paymentMarkedPaid = 'Payment confirmed: the seat is theirs and their ticket is ready.';
export const attendeeCancelled = 'Registration cancelled: they are told why, and the seat goes to the next in line.';
export const doorStaff = 'Door staff';
export const doorStaffHint = 'People who may check tickets in at the door, by the email of their Quad account.';
export const addStaff = 'Add';
export const openCheckIn = 'Open check-in';
// ---- At the door: what a registrant or host may not do now (decision 049) ----
export const registrationAlreadyCancelled = 'This registration is cancelled already.';
export const registrationCheckedIn = 'This registration is checked in: it cannot be cancelled any more.';
export const eventBegunNoChanges = 'This event has begun: its registrations can no longer change.';
export const offerNotOpen = 'There is no seat held for you to claim: the offer has passed or was answered.';
export const notAwaitingPayment = 'This registration is not waiting for a payment.';
export const paymentNotConfirmed = 'This registration has no confirmed payment to take back.';
export const registrationsForbidden = 'Only the host of this event can manage its registrations.';
export const screenshotTooLarge = 'The screenshot is too large. Please choose a picture under 5 MB.';
// ---- At the door: My tickets ----
export const myTicketsTitle = 'My tickets';
export const noTickets = 'No tickets yet. When a seat at an event is yours, its ticket shows here.';
export const ticketValid = 'Valid: show this code at the door.';
export const ticketVoid = 'Void: this registration was cancelled.';
export const ticketShowLarge = 'Show large';
export const ticketLargeHint = 'Turn your screen brightness up and hold the phone flat in front of the scanner.';
export const ticketsFailed = 'Your tickets could not be loaded.';
// ---- Pictures' descriptions (decision 056) ----
export const imageDescriptionTooLong = 'An image description can be at most 500 characters.';
export const imageDescriptionLabel = 'Describe this picture for people who cannot see it';
export const imageDescriptionHint = 'What it shows, in a sentence (optional but kind).';
// ---- Web Push (decision 051) ----
export const pushEndpointInvalid = 'This browser gave a push address Quad cannot send to.';
export const pushKeysInvalid = 'This browser gave push keys Quad cannot use.';
export const pushKindUnknown = 'That is not a notification you can turn on or off.';
export const pushPreferencesEmpty = 'Please choose at least one notification to turn on or off.';
/** A push's title, by kind; its text is the in-app notification's. */
export const pushTitles = {
  'waitlist-offer': 'A seat for you',
  'registration-changed': 'Your registration',
  'event-changed': 'An event you registered for changed',
  'post-comment': 'New comment on your post',
  'report-outcome': 'A moderation decision',
  'club-news': 'News from a club you follow',
} as const;
export const pushDeviceTitle = 'Notifications on this device';
export const pushDeviceIntro =
  'Hear what matters even when Quad is closed: a seat offered to you, a payment confirmed, a comment on your post, an event that changed.';
export const pushTurnOn = 'Get notifications on this device';
export const pushTurnOff = 'Turn off on this device';
export const pushStateOn = 'On: this device gets your notifications.';
export const pushStateOff = 'Off: this device does not get notifications.';
export const pushStateBlocked = 'Blocked by the browser: allow notifications for this site in the browser’s settings, then come back here.';
export const pushStateUnsupported = 'This browser cannot get notifications from Quad. On an iPhone or iPad, add Quad to the Home Screen first.';
export const pushStateChecking = 'Checking this device…';
export const pushTurnedOn = 'Notifications are on for this device';
export const pushTurnedOff = 'Notifications are off for this device';
export const pushPermissionNotGiven = 'Notifications were not allowed. Choose Allow when the browser asks.';
export const pushSubscribeFailed = 'This device could not be set up for notifications. Please try again.';
export const pushPreferencesTitle = 'Push notifications';
export const pushPreferencesIntro = 'Choose which notifications Quad pushes to your devices. Emails are chosen apart, under Emails.';
export const pushPreferencesHint = 'Turn them on for a device from Notifications.';
export const pushPreferencesSaved = 'Notification choices saved';
export const pushKindLabels = {
  'waitlist-offer': 'A seat for you',
  'registration-changed': 'Payments and cancellations',
  'event-changed': 'Event changes',
  'post-comment': 'Comments on your posts',
  'report-outcome': 'Reports and removed posts',
  'club-news': 'Clubs I follow',
} as const;
export const pushKindDescriptions = {
  'waitlist-offer': 'When a seat frees up at an event you are on the waitlist of.',
  'registration-changed': 'When the host confirms or rejects your payment or cancels your registration, or a seat held for you is released.',
  'event-changed': 'When an event you registered for changes its date, venue or price.',
  'post-comment': 'When someone comments on a post of yours.',
  'report-outcome': 'What an admin decided about a post you reported, or why your post was removed.',
  'club-news': 'A new event or announcement from a club you follow or belong to.',
} as const;
export const pushYourDevices = 'Devices that get your notifications';
export const pushThisDevice = 'This device';
export const pushUnknownBrowser = 'A browser';
/** A push whose payload the service worker cannot read still shows something (browsers require it). */
export const pushFallbackTitle = 'Quad';
export const pushFallbackBody = 'Something new for you on Quad.';
// ---- PWA: Quad installed on a phone, and offline (decision 050) ----
export const pwaDescription = 'Consights, events and cultural events from your campus community.';
export const pwaShortcutEvents = 'Events';
export const pwaShortcutEventsHint = 'Upcoming events on campus';
export const pwaShortcutAdd = 'Add';
export const pwaShortcutAddHint = 'Write a Consight or post an event';
export const commentWaiting = 'Waiting for a connection: your comment is sent when you are back online.';
