/**
 * The account emails' words and links (decision 041): verify your email, reset your password. Security mail:
 * it always goes, and carries no unsubscribe link. Written in the account's language (decision 055).
 */
import { inLocale, t } from '../../../shared/i18n.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const link = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export const verifyEmailLink = (publicUrl: string, token: string) => link(publicUrl, '/verify-email', token);
export const resetPasswordLink = (publicUrl: string, token: string) => link(publicUrl, '/reset-password', token);

/** `locale`: the account's language (null or absent: English). */
export function verifyEmailMessage(name: string, url: string, locale?: string | null): RenderedEmail {
  return inLocale(readerLocale(locale), () =>
    renderEmail({
      subject: t('Verify your email for Quad'),
      heading: t('Welcome to Quad, {name}', { name }),
      paragraphs: [
        t('Please confirm that this address is yours. Until you do, you can browse Quad, but not post, comment or register for events.'),
        t('The link works for 24 hours. You can ask for a new one from the banner at the top of Quad.'),
      ],
      action: { label: t('Verify my email'), url },
      footer: [t('You get this email because someone signed up to Quad with this address. If it was not you, ignore it.')],
    }),
  );
}

/** `locale`: the account's language (null or absent: English). */
export function resetPasswordMessage(name: string, url: string, locale?: string | null): RenderedEmail {
  return inLocale(readerLocale(locale), () =>
    renderEmail({
      subject: t('Reset your Quad password'),
      heading: t('Choose a new password'),
      paragraphs: [
        t('Hello {name}, someone (we hope you) asked to reset the password of your Quad account.', { name }),
        t('The link works once, for 30 minutes. A new password signs your account out on every device.'),
      ],
      action: { label: t('Choose a new password'), url },
      footer: [t('If you did not ask for this, ignore this email: your password stays as it is.')],
    }),
  );
}
