/**
 * Every user-facing message text of SPEC.md, word for word, plus the ones we added.
 * Both the API and the UI import from here, so a message exists in one place only. The fixed texts live in
 * `message-texts.ts`, one export each, and are re-exported here as the namespace `MESSAGES`: a bundle keeps
 * only the texts its code names.
 */
import { LIMITS } from './limits.ts';
import type * as Texts from './message-texts.ts';

export * as MESSAGES from './message-texts.ts';

export type MessageKey = keyof typeof Texts;

/** SPEC §8: 'Failed to save {type} "{title}": {message}'. */
export const failedToSave = (type: string, title: string, message: string) =>
  `Failed to save ${type} "${title}": ${message}`;

// The failure messages any screen can show live with Home's texts (see feed-texts.ts).
export { failedTo, failedToToggleLike, networkError } from './feed-texts.ts';

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

/** At the door (decision 053): when and by whom a ticket was checked in (`by` unknown: left out). */
export const checkedInAtBy = (when: string, by: string | null) => (by ? `Checked in ${when} by ${by}` : `Checked in ${when}`);
/** At the door: scans kept on this device, offline or being sent. */
export const scansWaiting = (count: number, online: boolean) => {
  const scans = `${count} ${count === 1 ? 'scan' : 'scans'}`;
  return online ? `Sending ${scans} that waited…` : `Offline: ${scans} waiting`;
};
/** At the door: the list this device kept, when the server cannot be reached. */
export const workingFromSavedList = (when: string) => `No connection: working from the list saved ${when}.`;
/** At the door: queued scans the server refused outright (the door closed to this account, say). */
export const scansRefused = (count: number, reason: string) => `${count} ${count === 1 ? 'scan was' : 'scans were'} not recorded: ${reason}`;

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

/** Dates the server accepts and the size and shape of a request (ours). */
export const dateOutOfRange = `Please enter a date between the years ${LIMITS.yearMin} and ${LIMITS.yearMax}.`;
export const monthOutOfRange = `Please give a month between ${LIMITS.yearMin}-01 and ${LIMITS.yearMax}-12.`;
export const dayOutOfRange = `Please give a day between ${LIMITS.yearMin}-01-01 and ${LIMITS.yearMax}-12-31.`;
export const bodyTooDeep = 'The request body is nested too deeply or holds too many items.';
export const addressTooLong = 'The address is too long.';
export const requestTimedOut = 'The request took too long to arrive. Please try again.';
export const headersTooLarge = 'The request headers are too large.';
/** Google sign-in while another account is signed in in this browser: the app asks before switching. */
export const googleAccountSwitch = {
  title: 'Switch account?',
  question: (current: { name: string; email: string }, next: { name: string; email: string }) =>
    `You are signed in as ${current.name} (${current.email}). Sign in as ${next.name} (${next.email}) instead?`,
  confirm: 'Switch account',
  cancel: 'Stay signed in',
};

// Ours: the post form loses nothing
/** A paste that would not fit a field is refused whole (the field keeps what it had). */
export const pasteTooLong = (limit: number) =>
  `The text would be longer than the limit of ${limit.toLocaleString('en-US')} characters, so nothing was pasted.`;
/** Changing the post type clears the fields the new type does not have. */
export const changeTypeDrops = (type: string, fields: readonly string[]) =>
  `${type} posts have no ${fields.join(', ')}. Changing the type clears ${fields.length === 1 ? 'it' : 'them'}.`;

// Feedback: what a routine action did, said in a toast (decision 031)
export const removedFromCalendar = (title: string) => `"${title}" was removed from your calendar.`;

// Feedback: likes on your post, grouped per post until you read them (decision 031)
/** `names`: the newest likers first (two at most are named); `count`: how many like it since the group began. */
export function likedYourPost(names: readonly string[], count: number, title: string): string {
  const [newest = 'Someone', second] = names;
  const who = count <= 1 ? newest : count === 2 && second ? `${newest} and ${second}` : `${newest} and ${count - 1} ${count - 1 === 1 ? 'other' : 'others'}`;
  return `${who} liked your post "${title}".`;
}

// ---- At the door (decision 049) ----
/** Seats left on a card and in the detail view; never negative. */
export const seatsLeftText = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} left`;
/** A notification to someone who joined a full event's waitlist. */
export const joinedWaitlist = (title: string, position: number) =>
  `"${title}" is full: you are number ${position} on the waitlist. We will tell you when a seat is yours to claim.`;
/** A notification to the next in line when a seat frees up. */
export const seatOffered = (title: string, until: string) =>
  `A seat at "${title}" is free and held for you until ${until}. Claim it before then, or it passes to the next in line.`;

// ---- At the door: seats in the post form, on cards and in the registration form ----
/** The registration form's answer to someone who joined the waitlist. */
export const waitlistPlace = (position: number) =>
  `You are number ${position} on the waitlist. We will tell you when a seat is yours.`;
/** The in-session notification of a seat held while the host checks the payment. */
export const seatHeldFor = (title: string) => `Your seat at "${title}" is held until the host confirms your payment.`;
/** The registrant's place in line. */
export const waitlistedText = (position: number | null) =>
  position ? `Waitlisted: you are number ${position} on the waitlist.` : 'Waitlisted: we will tell you when a seat is yours.';
/** A waitlist offer, with its claim deadline. */
export const offeredText = (until: string) => `A seat is yours to claim until ${until}.`;
/** An unpaid hold's deadline. */
export const seatHeldUntil = (until: string) => `Seat held until ${until}: send the payment reference before then.`;

// ---- At the door: what registrants and hosts are told (decision 049) ----
/** The host's notification when someone cancels. */
export const attendeeCancelledNotice = (name: string, title: string) => `${name} cancelled their registration for "${title}".`;
/** The host's notification when a payment reference arrives. */
export const paymentReferenceNotice = (name: string, title: string) =>
  `${name} sent a payment reference for "${title}": confirm it in Manage registrations.`;
export const paymentConfirmedNotice = (title: string) => `Your payment for "${title}" is confirmed: your ticket is in My tickets.`;
export const paymentRejectedNotice = (title: string, reason: string) => `The host could not accept your payment for "${title}": ${reason}`;
export const hostCancelledNotice = (title: string, reason: string) => `The host cancelled your registration for "${title}": ${reason}`;
export const seatClaimedNotice = (title: string) => `The seat at "${title}" is yours.`;
export const offerExpiredNotice = (title: string) =>
  `The seat held for you at "${title}" was not claimed in time and passed to the next in line.`;
export const paymentExpiredNotice = (title: string) =>
  `Your seat at "${title}" was released: no payment reference came before the payment window ended.`;
/** Registrants told that the event they hold a place at changed (its date, venue or price). */
export const eventDetailsChangedNotice = (title: string, what: readonly string[]) =>
  `"${title}" changed its ${what.join(', ')}. Open the event for the details.`;
/** An edit refused because it would break registrations that stand. */
export const capacityBelowHolders = (held: number, date: string | null) =>
  `${held} ${held === 1 ? 'seat is' : 'seats are'} taken${date ? ` on ${date}` : ''}: the capacity cannot be less than that.`;
export const ticketCapacityBelowHolders = (ticketType: string, held: number, date: string | null) =>
  `${held} "${ticketType}" ${held === 1 ? 'ticket is' : 'tickets are'} taken${date ? ` on ${date}` : ''}: its capacity cannot be less than that.`;
export const dateHasRegistrations = (date: string) => `People hold seats on ${date}: it cannot be removed from the dates.`;
export const ticketTypeHasRegistrations = (ticketType: string) =>
  `People hold "${ticketType}" tickets: that ticket option cannot be removed.`;
/** A ticket already used at the door. */
export const ticketCheckedIn = (when: string) => `Checked in ${when}.`;
/** The QR code's text alternative. */
export const ticketQrAlt = (title: string) => `QR code of your ticket for ${title}`;
