/**
 * The little of oidc-provider that the tests use (the package ships no type declarations).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, id: string, token?: unknown) => Account | undefined | Promise<Account | undefined>;
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
