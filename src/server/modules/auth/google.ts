/**
 * Google sign-in through OpenID Connect: authorization code with state, nonce and PKCE (openid-client).
 * The provider's metadata is discovered once, on first use. The only thing this module knows of the
 * rest of the app is the identity it hands back.
 */
import * as oidc from 'openid-client';
import { emailInDomains } from '../../../shared/campus-domains.ts';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { withoutHiddenCharacters } from '../../../shared/person-name.ts';
import { PersonNameSchema } from '../../../shared/schemas/auth.ts';
import type { CampusConfig, Config } from '../../config.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { campusGated, isCampusEmail } from './auth.policy.ts';
import type { ExternalIdentity } from './auth.service.ts';

export interface StartedFlow {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The name of a Google account whose name and email both break the name rules (no letter, or the staff's). */
const FALLBACK_NAME = 'Student';

/** The first code points of `text` that fit in `max` UTF-16 units (a pair is never cut in half). */
const fitted = (text: string, max: number): string => {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
};

/**
 * The name a Google account gets in Quad: its Google name without the characters sign-up refuses (control,
 * format, bidirectional, zero-width), cut to the longest name allowed; if that still breaks the name rules
 * (too short, no letter, the staff's name), the email's local part, cleaned alike; else a plain default.
 * Google's name is the user's own to set, so it is cleaned rather than refused.
 */
export function nameFromGoogle(claimed: unknown, email: string): string {
  for (const raw of [typeof claimed === 'string' ? claimed : '', email.split('@')[0] ?? '']) {
    const name = fitted(withoutHiddenCharacters(raw), LIMITS.nameMax);
    if (PersonNameSchema.safeParse(name).success) return name;
  }
  return FALLBACK_NAME;
}

/**
 * The campus gate on Google (decision 045): the email must be in ALLOWED_EMAIL_DOMAINS, and when Google names
 * the account's Workspace domain (`hd`), that domain must be one of them too. Any account when the gate is off.
 */
export function isCampusGoogleAccount(campus: CampusConfig, email: string, hd: unknown): boolean {
  if (!campusGated(campus)) return true;
  if (!isCampusEmail(campus, email)) return false;
  if (hd === undefined) return true;
  return typeof hd === 'string' && hd.trim() !== '' && emailInDomains(`workspace@${hd}`, campus.allowedDomains);
}

export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly google: NonNullable<Config['google']>,
    private readonly publicUrl: string,
    private readonly campus: CampusConfig,
  ) {}

  get redirectUri(): string {
    return `${this.publicUrl}/api/auth/google/callback`;
  }

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.google.issuer);
      // Plain http is only ever a provider on this machine (tests, local development).
      const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
      return oidc.discovery(issuer, this.google.clientId, this.google.clientSecret, undefined, options);
    })().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  async start(): Promise<StartedFlow> {
    const config = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  /** Completes the flow from the callback's query; refuses unverified emails. */
  async finish(
    query: URLSearchParams,
    flow: { state: string; codeVerifier: string; nonce: string },
  ): Promise<ExternalIdentity> {
    const config = await this.discover();
    const currentUrl = new URL(`${this.redirectUri}?${query.toString()}`);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no id token');
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims };
    } catch {
      throw unauthorized(MESSAGES.googleFailed);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw new HttpError(403, MESSAGES.googleUnverified);
    if (!isCampusGoogleAccount(this.campus, email, claims.hd)) throw new HttpError(403, MESSAGES.campusGoogleOnly);
    const name = nameFromGoogle(claims.name, email);
    const picture = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : null;
    return { sub: String(claims.sub), email, name, picture };
  }
}
