/**
 * The emails about an account's standing (decision 044): a warning, a suspension. Like security mail they
 * always go and carry no unsubscribe link: they concern the account itself. Written in the account's language
 * (decision 055).
 */
import { inLocale, t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const T = MESSAGES.accountEmails;

/** `locale`: the account's language (null or absent: English). */
export function warningMessage(name: string, warning: string, publicUrl: string, locale?: string | null): RenderedEmail {
  return inLocale(readerLocale(locale), () =>
    renderEmail({
      subject: t(T.warningSubject),
      heading: t(T.warningSubject),
      paragraphs: [T.warningIntro(name), warning, t(T.warningOutro)],
      action: { label: t(MESSAGES.emailOpenQuad), url: publicUrl },
      footer: [t(T.becauseAccount)],
    }),
  );
}

/** `locale`: the account's language (null or absent: English). */
export function suspensionMessage(name: string, until: string, reason: string, publicUrl: string, locale?: string | null): RenderedEmail {
  return inLocale(readerLocale(locale), () =>
    renderEmail({
      subject: t(T.suspendedSubject),
      heading: t(T.suspendedSubject),
      paragraphs: [T.suspendedIntro(name, until), MESSAGES.suspensionBannerReason(reason)],
      action: { label: t(MESSAGES.emailOpenQuad), url: publicUrl },
      footer: [t(T.becauseAccount)],
    }),
  );
}
