/**
 * Paying for a seat (decision 072): the reference code a registration is paid with, how a bank's narration is
 * searched for it, and the UPI request (NPCI's linking specification) a payment screen draws as a QR and opens as
 * an app intent. Pure: the server makes references and requests; the client shows them.
 */

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L, U/V). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_PREFIX = 'QD';
export const REFERENCE_LENGTH = 5;
const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new reference, `QD-7K2M9`, from `random` (a source of numbers in [0, 1); the server passes a crypto one). */
export function newPaymentReference(random: () => number): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)] ?? '2';
  return `${REFERENCE_PREFIX}-${code}`;
}

export const isPaymentReference = (value: string): boolean => REFERENCE.test(value);

/** Text as a bank's narration is compared: uppercase letters and digits only (banks cut and reformat). */
export const squeezed = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Every reference a narration holds, whatever the bank did to its case, spaces and dashes ("qd 7k2m9",
 * "QD-7K2-M9"), as `QD-XXXXX`. A run of letters and digits is searched at every `QD`.
 */
export function referencesIn(narration: string): string[] {
  const text = squeezed(narration);
  const found = new Set<string>();
  const shape = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
  for (let at = text.indexOf(REFERENCE_PREFIX); at !== -1; at = text.indexOf(REFERENCE_PREFIX, at + 1)) {
    const code = text.slice(at + REFERENCE_PREFIX.length, at + REFERENCE_PREFIX.length + REFERENCE_LENGTH);
    if (shape.test(code)) found.add(`${REFERENCE_PREFIX}-${code}`);
  }
  return [...found];
}

/** A UPI ID (virtual payment address): `name@bank`. */
export const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** Rupees as a UPI request writes them: two decimals, no grouping ("400.00"). */
export const upiAmount = (rupees: number): string => (Math.round(rupees * 100) / 100).toFixed(2);

/** The longest note a UPI request carries; apps cut longer ones. */
export const UPI_NOTE_MAX = 40;

/**
 * The UPI request for one payment: `upi://pay?pa=…&pn=…&am=400.00&cu=INR&tr=QD-7K2M9&tn=QD-7K2M9 Title`. Values
 * are percent-encoded (spaces as %20, which every UPI app reads); the note starts with the reference, so a bank
 * statement's narration carries it, and is cut to UPI_NOTE_MAX.
 */
export function upiRequest(payment: { upiId: string; upiName: string; amount: number; reference: string; title: string }): string {
  const note = `${payment.reference} ${payment.title}`.replace(/\s+/g, ' ').trim().slice(0, UPI_NOTE_MAX).trim();
  const params: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.upiName],
    ['am', upiAmount(payment.amount)],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A 12-digit UTR (the bank's reference of a UPI transfer), from what a student pasted; null when it has none. */
export function utrOf(text: string | null | undefined): string | null {
  const match = /(?<!\d)\d{12}(?!\d)/.exec(text ?? '');
  return match ? match[0] : null;
}
