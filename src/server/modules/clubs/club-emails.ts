/**
 * A club's invitation by email (decision 081): a direct message an officer sends to one address, like an account's
 * warning it carries no unsubscribe link. In the invitee's language when they have an account (else English).
 */
import { inLocale } from '../../../shared/i18n.ts';
import { CLUB_MESSAGES as M } from '../../../shared/club-messages.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

export function inviteMessage(input: { club: string; inviter: string; url: string; expiresOn: string; locale?: string | null }): RenderedEmail {
  return inLocale(readerLocale(input.locale), () =>
    renderEmail({
      subject: M.inviteSubject(input.club),
      heading: M.inviteSubject(input.club),
      paragraphs: [M.inviteIntro(input.inviter, input.club), M.inviteExpiresOn(input.expiresOn)],
      action: { label: M.inviteAction(), url: input.url },
      footer: [M.inviteBecause()],
    }),
  );
}
