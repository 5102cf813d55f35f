/**
 * Every email's look: one short message with at most one button, as plain text and as HTML in the product's
 * colours (inline styles and tables, which is what mail readers keep). Texts come in already worded; this file
 * escapes them and lays them out, in the active language (decision 055): an email is rendered inside its reader's
 * `inLocale`, which gives the layout's own words and the page's `lang`.
 */
import { activeLocale, t } from '../../../shared/i18n.ts';
import { MESSAGES } from '../../../shared/messages.ts';

export interface EmailContent {
  subject: string;
  /** The first line, in large type. */
  heading: string;
  paragraphs: string[];
  /** A picture attached inline (a ticket's QR code), shown after the paragraphs; `caption` goes in both parts. */
  image?: { cid: string; alt: string; caption: string };
  /** The one thing to do, as a link back to the right screen. */
  action?: { label: string; url: string };
  /** Small print under the message (why you got it). */
  footer?: string[];
  /** Where a student turns this kind of email off (not for security mail). */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.image) lines.push(content.image.caption, '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  const small = [...(content.footer ?? [])];
  if (content.unsubscribeUrl) small.push(t('Stop these emails: {url}', { url: content.unsubscribeUrl }));
  if (small.length > 0) lines.push('--', ...small);
  return `${lines.join('\n').trimEnd()}\n`;
}

function renderHtml(content: EmailContent): string {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#e8eaf0">${escapeHtml(p)}</p>`)
    .join('');
  const image = content.image
    ? '<p style="margin:8px 0 16px;text-align:center">' +
      `<img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="240" height="240" style="display:inline-block;width:240px;height:240px;background:#ffffff;border-radius:8px">` +
      `<br><span style="font-size:18px;letter-spacing:2px;font-family:ui-monospace,Menlo,monospace;color:#e8eaf0">${escapeHtml(content.image.caption)}</span></p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#5b4be0;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#9aa3b2">${escapeHtml(content.action.url)}</p>`
    : '';
  const small = (content.footer ?? []).map(escapeHtml);
  if (content.unsubscribeUrl) {
    small.push(`<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#a99cff">${escapeHtml(t(MESSAGES.emailUnsubscribeNote))}</a>`);
  }
  const footer = small.length
    ? `<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#8a93a3">${small.join('<br>')}</p>`
    : '';
  return (
    `<!doctype html><html lang="${activeLocale()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#0f1115;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0f1115"><tr><td align="center" style="padding:24px 12px">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#171a21;border:1px solid #2a2f3a;border-radius:12px">' +
    '<tr><td style="padding:24px 28px">' +
    '<p style="margin:0 0 20px;font-size:20px;font-weight:700;color:#a99cff">Quad</p>' +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#e8eaf0">${escapeHtml(content.heading)}</h1>` +
    paragraphs +
    image +
    action +
    footer +
    '</td></tr></table></td></tr></table></body></html>'
  );
}
