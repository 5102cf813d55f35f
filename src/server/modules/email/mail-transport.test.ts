/** How a failed attempt is judged and kept: a refusal of the message is final, anything else is tried again. */
import { describe, expect, it } from 'vitest';
import { judgeSmtpError, redactSmtpUrl } from './mail-transport.ts';

const smtpError = (fields: Record<string, unknown> & { message?: string }) => Object.assign(new Error(fields.message ?? 'failed'), fields);

describe('judging a failed send', () => {
  it('fails at once on a 5xx answer to the message, and tries again on a 4xx', () => {
    expect(judgeSmtpError(smtpError({ code: 'EMESSAGE', responseCode: 550, command: 'DATA', response: '550 5.1.1 No such user' }), null)).toMatchObject({
      permanent: true,
      message: '550 5.1.1 No such user',
    });
    expect(judgeSmtpError(smtpError({ code: 'EENVELOPE', responseCode: 553, command: 'RCPT TO', response: '553 Bad address' }), null).permanent).toBe(true);
    expect(judgeSmtpError(smtpError({ code: 'EMESSAGE', responseCode: 451, command: 'DATA', response: '451 Try later' }), null).permanent).toBe(false);
  });

  it('tries again when the server or our settings are at fault: no connection, a refused sign-in', () => {
    expect(judgeSmtpError(smtpError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 10.0.0.5:587' }), null).permanent).toBe(false);
    expect(judgeSmtpError(smtpError({ code: 'ETIMEDOUT', message: 'Greeting never received' }), null).permanent).toBe(false);
    expect(judgeSmtpError(smtpError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', response: '535 Bad credentials' }), null).permanent).toBe(false);
  });

  it('keeps a short reason on one line, never the password', () => {
    const judged = judgeSmtpError(smtpError({ code: 'EAUTH', message: `Invalid login for s3cret\n${'x'.repeat(1000)}` }), 's3cret');
    expect(judged.message).not.toContain('s3cret');
    expect(judged.message).not.toContain('\n');
    expect(judged.message.length).toBeLessThanOrEqual(300);
    expect(redactSmtpUrl('smtp://mailer:s3cret@mail.campus.example:587')).toBe('smtp://mailer:***@mail.campus.example:587');
  });
});
