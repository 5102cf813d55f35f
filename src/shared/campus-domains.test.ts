import { describe, expect, it } from 'vitest';
import { describeAddresses, emailInDomains, parseDomainPatterns, type DomainPattern } from './campus-domains.ts';

const patterns = (text: string): DomainPattern[] => {
  const parsed = parseDomainPatterns(text);
  if ('bad' in parsed) throw new Error(parsed.bad);
  return parsed;
};

describe('campus email domains', () => {
  it('matches a plain domain exactly, not its subdomains nor look-alikes', () => {
    const only = patterns('iitb.ac.in');
    expect(emailInDomains('asha@iitb.ac.in', only)).toBe(true);
    expect(emailInDomains('Asha@IITB.AC.IN', only)).toBe(true);
    expect(emailInDomains('asha@cse.iitb.ac.in', only)).toBe(false);
    expect(emailInDomains('asha@notiitb.ac.in', only)).toBe(false);
    expect(emailInDomains('asha@iitb.ac.in.evil.test', only)).toBe(false);
    expect(emailInDomains('iitb.ac.in@gmail.com', only)).toBe(false);
  });

  it('matches *.domain on subdomains only, at any depth', () => {
    const subs = patterns('*.iitb.ac.in');
    expect(emailInDomains('asha@cse.iitb.ac.in', subs)).toBe(true);
    expect(emailInDomains('asha@a.b.IITB.ac.in', subs)).toBe(true);
    expect(emailInDomains('asha@iitb.ac.in', subs)).toBe(false);
    expect(emailInDomains('asha@xiitb.ac.in', subs)).toBe(false);
  });

  it('names the addresses for messages', () => {
    expect(describeAddresses(patterns('iitb.ac.in'))).toBe('@iitb.ac.in');
    expect(describeAddresses(patterns('iitb.ac.in,*.iitb.ac.in'))).toBe('@iitb.ac.in or @….iitb.ac.in');
  });

  it('answers the first bad entry as written', () => {
    expect(parseDomainPatterns('iitb.ac.in, *.IITB , x.test')).toEqual({ bad: '*.IITB' });
    expect(parseDomainPatterns('')).toEqual([]);
  });
});
