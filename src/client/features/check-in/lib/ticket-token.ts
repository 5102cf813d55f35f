/**
 * A ticket's QR text as the door reads it offline (decision 052's token): `Q1.<payload>.<signature>`, the payload
 * the base64url of the JSON array [postId, registrationId, code, ticketType], the signature Ed25519 over the ASCII
 * bytes "Q1.<payload>", verified with the public key the door's snapshot carries (raw, base64url).
 */
export interface TicketClaims {
  postId: string;
  registrationId: string;
  code: string;
  ticketType: string;
}

const PREFIX = 'Q1.';
const PART = /^[A-Za-z0-9_-]+$/;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

interface ParsedToken {
  claims: TicketClaims;
  signed: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

/** The token's parts and claims, or null when it is not shaped like a Quad ticket. */
export function parseTicketToken(text: string): ParsedToken | null {
  const token = text.trim();
  if (!token.startsWith(PREFIX)) return null;
  const parts = token.slice(PREFIX.length).split('.');
  const [payload, signatureText] = parts;
  if (parts.length !== 2 || !payload || !signatureText || !PART.test(payload) || !PART.test(signatureText)) return null;
  const payloadBytes = fromBase64Url(payload);
  const signature = fromBase64Url(signatureText);
  if (!payloadBytes || !signature) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payloadBytes));
  } catch {
    return null;
  }
  if (!Array.isArray(claims) || claims.length !== 4 || !claims.every((c) => typeof c === 'string')) return null;
  const [postId, registrationId, code, ticketType] = claims as [string, string, string, string];
  return { claims: { postId, registrationId, code, ticketType }, signed: new TextEncoder().encode(PREFIX + payload), signature };
}

const importedKeys = new Map<string, Promise<CryptoKey | null>>();

/** The public key, imported once; null when this browser's WebCrypto has no Ed25519. */
function publicKeyOf(raw: string): Promise<CryptoKey | null> {
  let key = importedKeys.get(raw);
  if (!key) {
    key = (async () => {
      const bytes = fromBase64Url(raw);
      try {
        // `crypto.subtle` is missing outside a secure context, and some browsers have no Ed25519.
        return bytes ? await crypto.subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']) : null;
      } catch {
        return null;
      }
    })();
    importedKeys.set(raw, key);
  }
  return key;
}

/**
 * Whether the token's signature is the key's: true or false, or null when this browser cannot tell (no Ed25519
 * in its WebCrypto): the door then leans on the ticket code matching its list, and the server decides at sync.
 */
export async function verifyTicketSignature(token: ParsedToken, publicKey: string): Promise<boolean | null> {
  const key = await publicKeyOf(publicKey);
  if (!key) return null;
  try {
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, token.signature, token.signed);
  } catch {
    return false;
  }
}
