/**
 * Clubs (decision 081): what the clubs' answers say, in English on the server (the client says the `{message}`
 * again in its reader's language), and the notices kept for their reader's language. Hindi in locales/hi/clubs.ts.
 */
import { t } from './i18n.ts';
import { keep } from './kept-text.ts';

export const CLUB_MESSAGES = {
  notFound: () => t('Club not found.'),
  memberNotFound: () => t('That person is not in this club.'),
  slugTaken: () => t('That address is taken by another club: choose another.'),
  nameTaken: () => t('A club with that name exists already: choose another name.'),
  unknownCategory: () => t('Choose one of the categories.'),
  invalidEmail: () => t('Please enter a valid email address.'),
  invalidLink: () => t('Please enter a link that starts with https:// or http://.'),
  managersOnly: () => t("Only the club's owners and officers can do that."),
  ownersOnly: () => t("Only the club's owners can do that."),
  notTakingMembers: () => t('This club is not taking new members right now.'),
  inviteOnly: () => t('This club takes members by invitation: ask one of its officers to invite you.'),
  alreadyMember: () => t('You are already a member of this club.'),
  alreadyRequested: () => t('Your request to join waits for an officer.'),
  notMember: () => t('You are not a member of this club.'),
  lastOwner: () => t('A club always keeps at least one owner: hand over ownership first.'),
  approveFirst: () => t('Approve the request to join first.'),
  notRequested: () => t('This person has not asked to join.'),
  handoverToMember: () => t('Hand over to an active member of the club.'),
  alreadyOwner: () => t('That member is an owner already.'),
  inviteMember: () => t('That person is a member of this club already.'),
  inviteNotFound: () => t('This invitation is not valid.'),
  inviteExpired: () => t('This invitation has expired: ask the club for a new one.'),
  inviteUsed: () => t('This invitation has been used already.'),
  inviteOtherEmail: () => t('This invitation was sent to another email address: sign in with that address to accept it.'),
  notFollowable: () => t('Only an approved club can be followed.'),
  nothingToReview: () => t('Nothing about this club waits for review.'),
  notApprovedYet: () => t('This club has not been approved yet.'),
  statusNotChangeable: () => t('Only an approved or inactive club can be made active or inactive.'),
  editWaits: () => t('Your changes wait for approval; the approved version stays public until then.'),
  /** The invitation email. */
  inviteSubject: (club: string) => t('You are invited to join {club} on Quad', { club }),
  inviteIntro: (inviter: string, club: string) => t('{inviter} invited you to join {club}.', { inviter, club }),
  inviteExpiresOn: (date: string) => t('The invitation is valid until {date}.', { date }),
  inviteAction: () => t('Open the invitation'),
  inviteBecause: () => t('You receive this email because an officer of the club invited this address.'),
};

/** Notices kept to be said in the reader's language when read (as `notices` in messages.ts). */
export const clubNotices = ((t: typeof keep) => ({
  clubApproved: (club: string) => t('Your club "{club}" was approved: it is listed in the directory now.', { club }),
  clubRejected: (club: string) => t('Your club "{club}" was not approved.', { club }),
  clubRejectedWithReason: (club: string, reason: string) => t('Your club "{club}" was not approved: {reason}', { club, reason }),
  editApproved: (club: string) => t('Your changes to "{club}" were approved and are public now.', { club }),
  editRejected: (club: string) => t('Your changes to "{club}" were not approved.', { club }),
  editRejectedWithReason: (club: string, reason: string) => t('Your changes to "{club}" were not approved: {reason}', { club, reason }),
  joinRequested: (name: string, club: string) => t('{name} asked to join "{club}".', { name, club }),
  joinApproved: (club: string) => t('You are now a member of "{club}".', { club }),
  madeOwner: (club: string) => t('You are now an owner of "{club}".', { club }),
}))(keep);
