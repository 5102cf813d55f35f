/**
 * The emails about an account's standing (decision 044): a warning, a suspension. Like security mail they
 * always go and carry no unsubscribe link: they concern the account itself.
 */
import { MESSAGES } from '../../../shared/messages.ts';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const T = MESSAGES.accountEmails;

export function warningMessage(name: string, warning: string, publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: T.warningSubject,
    heading: T.warningSubject,
    paragraphs: [T.warningIntro(name), warning, T.warningOutro],
    action: { label: MESSAGES.emailOpenQuad, url: publicUrl },
    footer: [T.becauseAccount],
  });
}

export function suspensionMessage(name: string, until: string, reason: string, publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: T.suspendedSubject,
    heading: T.suspendedSubject,
    paragraphs: [T.suspendedIntro(name, until), MESSAGES.suspensionBannerReason(reason)],
    action: { label: MESSAGES.emailOpenQuad, url: publicUrl },
    footer: [T.becauseAccount],
  });
}
