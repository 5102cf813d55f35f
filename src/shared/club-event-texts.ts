/**
 * Club-hosted events (decision 081): the English texts of posting as a club and of co-host clubs, for the server's
 * answers, notifications and emails and for the event's screens. Hindi in locales/hi/club-events.ts.
 */
import { t } from './i18n.ts';
import { keep, type Kept } from './kept-text.ts';

export const clubEventTexts = {
  clubNotFound: () => t('Club not found.'),
  notClubManager: (club: string) => t('Only an owner or officer of {club} can do that.', { club }),
  clubNotApproved: (club: string) => t('{club} is not an approved club, so it cannot host events.', { club }),
  clubInactive: (club: string) => t('{club} is inactive, so it cannot host new events.', { club }),
  onlyEvents: () => t('Only events can be posted as a club.'),
  sameClub: () => t('That club already hosts this event.'),
  tooManyClubs: (max: number) => t('An event can have at most {max} co-host clubs.', { max }),
  notInvited: () => t('That club is not invited to co-host this event.'),
  cohostRefused: () => t('Only the event’s hosts can invite a club to co-host it.'),
  removeRefused: () => t('Only the event’s hosts, or the co-host club’s owners and officers, can do that.'),
  emailBecauseFollow: (club: string) => t('You get this because you follow {club} or are one of its members.', { club }),
  emailSeeEvent: () => t('See the event'),
  postedSubject: (club: string, title: string) => t('{club} posted an event: {title}', { club, title }),
};

/** Notifications, kept (said in the reader's language when read): `k` is `keep`, named `t` for the catalogue's check. */
export const clubEventNotices = ((t: typeof keep) => ({
  posted: (club: string, title: string): Kept => t('{club} posted an event: {title}', { club, title }),
  invited: (club: string, title: string): Kept => t('{club} was invited to co-host “{title}”: accept it on the event’s page.', { club, title }),
  accepted: (club: string, title: string): Kept => t('{club} accepted to co-host “{title}”.', { club, title }),
}))(keep);
