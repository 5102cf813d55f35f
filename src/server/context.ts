import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DataVersion } from './cache/data-version.ts';
import type { ChangeStream } from './changes/change-stream.ts';
import type { Database } from './database/schema.ts';
import type { Locale } from '../shared/i18n.ts';

/** What services need: the database and the configuration. Built once in buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  /** Every committed write's changes: writes emit them through `committing` (changes/committing.ts). */
  changes: ChangeStream;
  /** Moves at every change: what the kept answers are checked against (cache/data-version.ts). */
  dataVersion: DataVersion;
  /**
   * The stream process (process/stream-process.ts) only reads: a write of its own would be another writer to
   * the process that relays its changes, and drop all it keeps. What it would write (a session's last use) waits
   * for the viewer's next request.
   */
  readOnly?: boolean;
}

/** The signed-in caller, read from the database on every request (isAdmin included). */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  isAdmin: boolean;
  /** The email is proven theirs (decision 041): until then the account may browse, not post, comment or register. */
  emailVerified: boolean;
  /** A moderator (decision 044): handles reports and approvals. An admin may do all a moderator does. */
  isModerator: boolean;
  /** Until when the account is suspended (decision 044), while that is in the future; else null. */
  suspendedUntil: string | null;
  /** Why, while suspended: shown to the account. */
  suspensionReason: string | null;
  tokenHash: string;
  /** Your account (decision 047): true when this viewer has blocked someone, so their reads take the filtering path. */
  hasBlocks?: boolean;
  /** Events get a home (decision 071): true when this viewer co-hosts an event, so their lists ask which. */
  coHosts?: boolean;
  /** The language the account chose (decision 055), in which its notifications are said; null or absent: none chosen. */
  locale?: Locale | null;
}

/**
 * Who may call a route. Every /api route declares one; buildApp refuses a route without it. 'moderator': a
 * moderator or an admin (decision 044).
 */
export type Access = 'public' | 'user' | 'moderator' | 'admin';

/**
 * How long a route wishes its answers kept, before who may read them is weighed: 'immutable' for
 * content-addressed bytes (a year), a number of seconds (the campus feed: five minutes), 'revalidate' (kept, but
 * asked again every time with its ETag) or 'never' (tickets, exports, check-in, writes).
 */
export type Freshness = 'immutable' | 'revalidate' | 'never' | { maxAgeSeconds: number };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A visitor's answer may be kept in memory until the next write (cache/public-answers.ts); 'everyone': the
     * answer is the same for every caller, signed in or not, and is kept and served to all of them.
     */
    publicCache?: boolean | 'everyone';
    /** The path holds a secret (a calendar feed's token): the request log names the route, not the path. */
    secretPath?: boolean;
    /**
     * How long its answers may be kept (lib/caching.ts, decision 069): 'revalidate' for reads unless said,
     * 'never' for writes. Who may read them decides the rest; no route writes Cache-Control itself.
     */
    freshness?: Freshness;
  }
  interface FastifyReply {
    /** This answer's own freshness, where it differs from its route's (a stand-in that must not be kept). */
    freshness: Freshness | null;
  }
}
