/**
 * The campus gate's address rule (decision 045): ALLOWED_EMAIL_DOMAINS lists domains (`iitb.ac.in`) and
 * subdomain patterns (`*.iitb.ac.in`: any subdomain of iitb.ac.in, not iitb.ac.in itself). Compared without
 * regard to case. Shared: the server decides, the sign-up form names the addresses it wants.
 */

export interface DomainPattern {
  /** The domain, lower-cased, without `*.`. */
  domain: string;
  /** true for `*.domain`: subdomains only. */
  subdomains: boolean;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `text` is a domain of at least two labels (letters, digits, inner hyphens). */
function isDomain(text: string): boolean {
  const labels = text.split('.');
  return text.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

/**
 * Parses a comma-separated list strictly: answers the patterns, or the first entry that is not a domain or a
 * `*.domain` (as `{ bad }`). An empty list answers an empty array: the gate is off.
 */
export function parseDomainPatterns(text: string): DomainPattern[] | { bad: string } {
  const patterns: DomainPattern[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const subdomains = entry.startsWith('*.');
    const domain = subdomains ? entry.slice(2) : entry;
    if (!isDomain(domain)) return { bad: raw.trim() };
    if (!patterns.some((p) => p.domain === domain && p.subdomains === subdomains)) patterns.push({ domain, subdomains });
  }
  return patterns;
}

/** The pattern as written in the configuration: `iitb.ac.in` or `*.iitb.ac.in`. */
export const patternText = (pattern: DomainPattern): string => (pattern.subdomains ? `*.${pattern.domain}` : pattern.domain);

/** Whether the email's domain is one the patterns allow. */
export function emailInDomains(email: string, patterns: readonly DomainPattern[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  return patterns.some((p) => (p.subdomains ? domain.endsWith(`.${p.domain}`) : domain === p.domain));
}

/** How a message names the addresses: "@iitb.ac.in", "@iitb.ac.in or @….iitb.ac.in". */
export function describeAddresses(patterns: readonly DomainPattern[]): string {
  const names = patterns.map((p) => (p.subdomains ? `@….${p.domain}` : `@${p.domain}`));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** From the list /api/config gives (`iitb.ac.in`, `*.iitb.ac.in`) back to patterns; entries that do not parse are left out. */
export function patternsFromList(list: readonly string[]): DomainPattern[] {
  const parsed = parseDomainPatterns(list.filter((entry) => !entry.includes(',')).join(','));
  return 'bad' in parsed ? [] : parsed;
}
