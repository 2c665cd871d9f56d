/**
 * The part of `oidc-provider` (a devDependency that ships no types) used by google-oidc.int.test.ts
 * to run a local OpenID provider. `@types/oidc-provider` would replace this file.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
  };

  type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>;
  };

  type Configuration = {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    findAccount?: (ctx: unknown, sub: string, token?: unknown) => Promise<Account | undefined>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
