/**
 * The account emails' words and links (decision 041): verify your email, reset your password. Security mail:
 * it always goes, and carries no unsubscribe link.
 */
import { renderEmail, type RenderedEmail } from '../email/email-layout.ts';

const link = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export const verifyEmailLink = (publicUrl: string, token: string) => link(publicUrl, '/verify-email', token);
export const resetPasswordLink = (publicUrl: string, token: string) => link(publicUrl, '/reset-password', token);

export function verifyEmailMessage(name: string, url: string): RenderedEmail {
  return renderEmail({
    subject: 'Verify your email for Quad',
    heading: `Welcome to Quad, ${name}`,
    paragraphs: [
      'Please confirm that this address is yours. Until you do, you can browse Quad, but not post, comment or register for events.',
      'The link works for 24 hours. You can ask for a new one from the banner at the top of Quad.',
    ],
    action: { label: 'Verify my email', url },
    footer: ['You get this email because someone signed up to Quad with this address. If it was not you, ignore it.'],
  });
}

export function resetPasswordMessage(name: string, url: string): RenderedEmail {
  return renderEmail({
    subject: 'Reset your Quad password',
    heading: 'Choose a new password',
    paragraphs: [
      `Hello ${name}, someone (we hope you) asked to reset the password of your Quad account.`,
      'The link works once, for 30 minutes. A new password signs your account out on every device.',
    ],
    action: { label: 'Choose a new password', url },
    footer: ['If you did not ask for this, ignore this email: your password stays as it is.'],
  });
}
