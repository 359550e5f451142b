/** The API token a request authenticated with (`Authorization: Bearer …`). */
export interface ApiTokenScope {
  id: number;
  /** The only organization the token may act for. */
  organizationId: number;
}

/**
 * The authenticated principal attached to a request: a user through a session cookie, or
 * the creator of an API token. A token principal is never a superuser, passes organization
 * checks only for its own organization and may not manage the account (the `session` rule of
 * `app/access.ts`).
 */
export interface SessionUser {
  id: number;
  email: string;
  isSuperuser: boolean;
  /** Set when the request came with an API token instead of a session cookie. */
  apiToken?: ApiTokenScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user (or API token principal), or null for anonymous requests. */
    user: SessionUser | null;
    /** Hash of the session token when a valid session cookie was presented. */
    sessionId: string | null;
  }
}
