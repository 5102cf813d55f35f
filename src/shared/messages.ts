/**
 * Every user-facing message text of SPEC.md, word for word, plus the ones we added. A text that takes values is
 * a function rendering its ICU template through `t()` (decision 055), so it is said in the reader's language.
 * Both the API and the UI import from here, so a message exists in one place only. The fixed texts live in
 * `message-texts.ts`, one export each, and are re-exported here as the namespace `MESSAGES`: a bundle keeps
 * only the texts its code names.
 */
import { t } from './i18n.ts';
import { keep, say } from './kept-text.ts';
import { LIMITS } from './limits.ts';
import type * as Texts from './texts.ts';

export { keptFrom, say, storedValues, type Kept, type KeptValue } from './kept-text.ts';

export * as MESSAGES from './texts.ts';

export type MessageKey = keyof typeof Texts;

/** SPEC §8: 'Failed to save {type} "{title}": {message}'. */
export const failedToSave = (type: string, title: string, message: string) =>
  t('Failed to save {type} "{title}": {message}', { type, title, message });

// The failure messages any screen can show live with Home's texts (see feed-texts.ts).
export { failedTo, failedToToggleLike, networkError } from './feed-texts.ts';

/** SPEC §5: a phone-like custom field must be 10 digits. */
export const fieldMustBeTenDigits = (label: string) => t("The field ''{label}'' must be exactly 10 digits.", { label });

/** SPEC §8: registration messages that name the event. */
export const alreadyRegisteredFor = (title: string) => t('You are already registered for "{title}".', { title });
export const registrationFailedFor = (title: string, message: string) =>
  t('Registration for "{title}" failed: {message}', { title, message });

/** SPEC §5 (ours in wording): a dropdown answer must be one of its options. */
export const chooseAnOption = (label: string) => t("Please choose one of the options for ''{label}''.", { label });

/** SPEC §4: Add to Calendar's success and duplicate notifications (our wording). */
export const addedToCalendar = (title: string) => t('"{title}" was added to your calendar.', { title });
export const alreadyInCalendar = (title: string) => t('"{title}" is already in your calendar.', { title });

/** The host's notification when someone registers (the original server's text). */
export const registeredForYourEvent = (name: string, title: string) => say(notices.registeredForYourEvent(name, title));

/** At the door (decision 053): when and by whom a ticket was checked in (`by` unknown: left out). */
export const checkedInAtBy = (when: string, by: string | null) => (by ? t('Checked in {when} by {by}', { when, by }) : t('Checked in {when}', { when }));
/** At the door: scans kept on this device, offline or being sent. */
export const scansWaiting = (count: number, online: boolean) =>
  online
    ? t('Sending {count, plural, one {# scan} other {# scans}} that waited…', { count })
    : t('Offline: {count, plural, one {# scan} other {# scans}} waiting', { count });
/** At the door: the list this device kept, when the server cannot be reached. */
export const workingFromSavedList = (when: string) => t('No connection: working from the list saved {when}.', { when });
/** At the door: queued scans the server refused outright (the door closed to this account, say). */
export const scansRefused = (count: number, reason: string) =>
  t('{count, plural, one {# scan was} other {# scans were}} not recorded: {reason}', { count, reason });

/** SPEC §8: the post submit error dialog text. */
export const errorSubmittingPost = (message?: string) => t('Error submitting post: {message}', { message: message || t('Unknown error.') });

/** SPEC §1: the help text. */
export const helpText = (email: string) => t('Help and support is offered by email to {email}.', { email });

/** Stored notifications of moderation outcomes (our wording). */
export const moderationTexts = {
  approved: (title: string) => say(notices.eventApproved(title)),
  rejected: (title: string) => say(notices.eventRejected(title)),
  removed: (title: string) => say(notices.postRemoved(title)),
  hidden: (title: string) => say(notices.postHidden(title)),
  restored: (title: string) => say(notices.postRestored(title)),
  reportUpheld: (title: string) => say(notices.reportUpheld(title)),
  reportDismissed: (title: string) => say(notices.reportDismissed(title)),
};

/** A Consight published: named, in the reader's language. */
export const consightLive = (title: string) => say(notices.consightLive(title));

/** The success notification of a registration (our wording). */
export const registeredFor = (title: string) => t('You are registered for "{title}".', { title });

/** Dates the server accepts and the size and shape of a request (ours). */
export const dateOutOfRange = `Please enter a date between the years ${LIMITS.yearMin} and ${LIMITS.yearMax}.`;
export const monthOutOfRange = `Please give a month between ${LIMITS.yearMin}-01 and ${LIMITS.yearMax}-12.`;
export const dayOutOfRange = `Please give a day between ${LIMITS.yearMin}-01-01 and ${LIMITS.yearMax}-12-31.`;
export const bodyTooDeep = 'The request body is nested too deeply or holds too many items.';
export const addressTooLong = 'The address is too long.';
export const requestTimedOut = 'The request took too long to arrive. Please try again.';
export const headersTooLarge = 'The request headers are too large.';
/** A known address asked with a method it does not take (405; the Allow header lists the same methods). */
export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  `This address does not take ${method}. It takes ${allowed.join(', ')}.`;
/** Google sign-in while another account is signed in in this browser: the app asks before switching. */
export const googleAccountSwitch = {
  title: 'Switch account?',
  question: (current: { name: string; email: string }, next: { name: string; email: string }) =>
    t('You are signed in as {currentName} ({currentEmail}). Sign in as {nextName} ({nextEmail}) instead?', {
      currentName: current.name,
      currentEmail: current.email,
      nextName: next.name,
      nextEmail: next.email,
    }),
  confirm: 'Switch account',
  cancel: 'Stay signed in',
};

// Ours: the post form loses nothing
/** A paste that would not fit a field is refused whole (the field keeps what it had). */
export const pasteTooLong = (limit: number) =>
  t('The text would be longer than the limit of {limit, number} characters, so nothing was pasted.', { limit });
/** Changing the post type clears the fields the new type does not have. */
export const changeTypeDrops = (type: string, fields: readonly string[]) =>
  t('{type} posts have no {fields}. Changing the type clears {count, plural, one {it} other {them}}.', {
    type,
    fields: fields.join(', '),
    count: fields.length,
  });

// Feedback: what a routine action did, said in a toast (decision 031)
export const removedFromCalendar = (title: string) => t('"{title}" was removed from your calendar.', { title });

// Feedback: likes on your post, grouped per post until you read them (decision 031)
/** `names`: the newest likers first (two at most are named); `count`: how many like it since the group began. */
export function likedYourPost(names: readonly string[], count: number, title: string): string {
  return say(notices.likedYourPost(names, count, title));
}

// ---- At the door (decision 049) ----
/** Seats left on a card and in the detail view; never negative. */
export const seatsLeftText = (n: number) => t('{n, plural, one {# seat} other {# seats}} left', { n });
/** A notification to someone who joined a full event's waitlist. */
export const joinedWaitlist = (title: string, position: number) => say(notices.joinedWaitlist(title, position));
/** A notification to the next in line when a seat frees up. */
export const seatOffered = (title: string, until: string) => say(notices.seatOffered(title, until));

// ---- At the door: seats in the post form, on cards and in the registration form ----
/** The registration form's answer to someone who joined the waitlist. */
export const waitlistPlace = (position: number) =>
  t('You are number {position} on the waitlist. We will tell you when a seat is yours.', { position });
/** The in-session notification of a seat held while the host checks the payment. */
export const seatHeldFor = (title: string) => say(notices.seatHeldFor(title));
/** The registrant's place in line. */
export const waitlistedText = (position: number | null) =>
  position ? t('Waitlisted: you are number {position} on the waitlist.', { position }) : t('Waitlisted: we will tell you when a seat is yours.');
/** A waitlist offer, with its claim deadline. */
export const offeredText = (until: string) => t('A seat is yours to claim until {until}.', { until });
/** An unpaid hold's deadline. */
export const seatHeldUntil = (until: string) => t('Seat held until {until}: send the payment reference before then.', { until });

// ---- At the door: what registrants and hosts are told (decision 049) ----
/** The host's notification when someone cancels. */
export const attendeeCancelledNotice = (name: string, title: string) => say(notices.attendeeCancelled(name, title));
/** The host's notification when a payment reference arrives. */
export const paymentReferenceNotice = (name: string, title: string) => say(notices.paymentReference(name, title));
export const paymentConfirmedNotice = (title: string) => say(notices.paymentConfirmed(title));
export const paymentNotAcceptedNotice = (title: string, reason: string) => say(notices.paymentNotAccepted(title, reason));
export const hostCancelledNotice = (title: string, reason: string) => say(notices.hostCancelled(title, reason));
export const seatClaimedNotice = (title: string) => say(notices.seatClaimed(title));
export const offerExpiredNotice = (title: string) => say(notices.offerExpired(title));
export const paymentExpiredNotice = (title: string) => say(notices.paymentExpired(title));
/** Registrants told that the event they hold a place at changed (its date, venue or price). */
export const eventDetailsChangedNotice = (title: string, what: readonly ('date' | 'venue' | 'price')[]) => say(notices.eventDetailsChanged(title, what));
/** An edit refused because it would break registrations that stand. */
export const capacityBelowHolders = (held: number, date: string | null) =>
  date
    ? t('{held, plural, one {# seat is} other {# seats are}} taken on {date}: the capacity cannot be less than that.', { held, date })
    : t('{held, plural, one {# seat is} other {# seats are}} taken: the capacity cannot be less than that.', { held });
export const ticketCapacityBelowHolders = (ticketType: string, held: number, date: string | null) =>
  date
    ? t('{held, plural, one {# "{ticketType}" ticket is} other {# "{ticketType}" tickets are}} taken on {date}: its capacity cannot be less than that.', { held, ticketType, date })
    : t('{held, plural, one {# "{ticketType}" ticket is} other {# "{ticketType}" tickets are}} taken: its capacity cannot be less than that.', { held, ticketType });
export const dateHasRegistrations = (date: string) => t('People hold seats on {date}: it cannot be removed from the dates.', { date });
export const ticketTypeHasRegistrations = (ticketType: string) =>
  t('People hold "{ticketType}" tickets: that ticket option cannot be removed.', { ticketType });
/** A ticket already used at the door. */
export const ticketCheckedIn = (when: string) => t('Checked in {when}.', { when });
/** The QR code's text alternative. */
export const ticketQrAlt = (title: string) => t('QR code of your ticket for {title}', { title });

// ---- The notifications Quad stores (decision 055) ----
/**
 * Each stored notification's text, kept as its English template and values: a notification keeps them beside its
 * English `message` and is said in its reader's language when it is read (`say`). Here `t` is `keep`: it keeps a
 * template instead of saying it, and the catalogue's check finds each template as a t() literal all the same.
 */
export const notices = ((t: typeof keep) => ({
  // Moderation outcomes (our wording)
  eventApproved: (title: string) => t('Your event "{title}" was approved and is now live.', { title }),
  /** A Consight published, or approved after the word filter held it: named (MESSAGES.consightPublished stays for older ones). */
  consightLive: (title: string) => t('Your Consight "{title}" is live.', { title }),
  /** A news post approved after the word filter held it. */
  postApproved: (title: string) => t('Your post "{title}" was approved and is now live.', { title }),
  eventRejected: (title: string) => t('Your event "{title}" was not approved.', { title }),
  postRemoved: (title: string) => t('Your post "{title}" was removed after review.', { title }),
  postHidden: (title: string) => t('Your post "{title}" is hidden while an admin reviews reports about it.', { title }),
  postRestored: (title: string) => t('Your post "{title}" was reviewed and is visible again.', { title }),
  reportUpheld: (title: string) => t('Thank you for your report: the post "{title}" was removed.', { title }),
  reportDismissed: (title: string) => t('We reviewed the post "{title}" you reported and it stays up.', { title }),
  // The same words as MESSAGES.moderationOutcomes (decision 044), kept
  postRemovedWithReason: (title: string, reason: string) => t('Your post "{title}" was removed after review. Reason: {reason}', { title, reason }),
  reportDismissedWithNote: (title: string, note: string) =>
    t("We reviewed the post \"{title}\" you reported and it stays up. The moderator's note: {note}", { title, note }),
  warned: (message: string) => t('A warning from the Quad moderators: {message}', { message }),
  suspensionLifted: () => t('Your suspension was lifted: you can post, comment and register for events again.'),
  /** `role`: one of MESSAGES.roleNames, said in the reader's language too. */
  roleChanged: (role: string) => t('Your role on Quad is now: {role}.', { role: t(role) }),
  // Registrations: the host's, the registrant's, the waitlist's (the original server's text, and ours)
  registeredForYourEvent: (name: string, title: string) => t('{name} has registered for your event "{title}"!', { name, title }),
  joinedWaitlist: (title: string, position: number) =>
    t('"{title}" is full: you are number {position} on the waitlist. We will tell you when a seat is yours to claim.', { title, position }),
  seatOffered: (title: string, until: string) =>
    t('A seat at "{title}" is free and held for you until {until}. Claim it before then, or it passes to the next in line.', { title, until }),
  seatHeldFor: (title: string) => t('Your seat at "{title}" is held until the host confirms your payment.', { title }),
  // Paying for a seat (decision 072)
  seatHeldPay: (title: string, amount: string) => t('Seat held at "{title}": pay {amount} to make it yours.', { title, amount }),
  seatHeldPayBy: (title: string, amount: string, until: string) => t('Seat held at "{title}": pay {amount} by {until}.', { title, amount, until }),
  partPaymentReceived: (title: string, paid: string, left: string) =>
    t('We received {paid} for "{title}": {left} is left to pay.', { title, paid, left }),
  /** `reason` as the host wrote it; a full stop is added when it ends without one. */
  paymentNotAccepted: (title: string, reason: string) =>
    t('Payment not accepted for "{title}": {reason} Your seat is still held: pay again or correct the reference.', {
      title,
      reason: /[.!?।]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`,
    }),
  paymentReminder: (title: string, amount: string, until: string) =>
    t('Reminder: your seat at "{title}" is held until {until}. Pay {amount} before then, or it goes to the next in line.', { title, amount, until }),
  attendeeCancelled: (name: string, title: string) => t('{name} cancelled their registration for "{title}".', { name, title }),
  paymentReference: (name: string, title: string) =>
    t('{name} sent a payment reference for "{title}": confirm it in Manage registrations.', { name, title }),
  paymentConfirmed: (title: string) => t('Your payment for "{title}" is confirmed: your ticket is in My tickets.', { title }),
  /** Kept for notifications stored before a payment not accepted kept the seat (decision 072). */
  paymentRejected: (title: string, reason: string) => t('The host could not accept your payment for "{title}": {reason}', { title, reason }),
  hostCancelled: (title: string, reason: string) => t('The host cancelled your registration for "{title}": {reason}', { title, reason }),
  seatClaimed: (title: string) => t('The seat at "{title}" is yours.', { title }),
  offerExpired: (title: string) => t('The seat held for you at "{title}" was not claimed in time and passed to the next in line.', { title }),
  paymentExpired: (title: string) =>
    t('Your seat at "{title}" was released: no payment reference came before the payment window ended.', { title }),
  eventDetailsChanged: (title: string, what: readonly ('date' | 'venue' | 'price')[]) =>
    t('"{title}" changed its {what}. Open the event for the details.', {
      title,
      what: what.map((w) => (w === 'date' ? t('date') : w === 'venue' ? t('venue') : t('price'))),
    }),
  // An event's staff (decision 071)
  addedAsCohost: (name: string, title: string) =>
    t('{name} added you as a co-host of "{title}": you can edit it, manage its registrations and payments, and work its door.', { name, title }),
  addedAsDoorStaff: (name: string, title: string) => t('{name} added you to the door staff of "{title}": you can check people in.', { name, title }),
  // Likes on your post, grouped per post until you read them (decision 031)
  /** `names`: the newest likers first (two at most are named); `count`: how many like it since the group began. */
  likedYourPost: (names: readonly string[], count: number, title: string) => {
    const [newest = t('Someone'), second] = names;
    if (count <= 1) return t('{newest} liked your post "{title}".', { newest, title });
    if (count === 2 && second) return t('{newest} and {second} liked your post "{title}".', { newest, second, title });
    return t('{newest} and {others, plural, one {# other} other {# others}} liked your post "{title}".', { newest, others: count - 1, title });
  },
  // Comments (the original server's text)
  commentedOnYourPost: (commenter: string, title: string) => t('{commenter} commented on your post "{title}".', { commenter, title }),
}))(keep);
