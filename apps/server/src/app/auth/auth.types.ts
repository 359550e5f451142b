/** The authenticated user attached to a request by the session hook. */
export interface SessionUser {
  id: number;
  email: string;
  isSuperuser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for anonymous requests. */
    user: SessionUser | null;
    /** Hash of the session token when a valid session cookie was presented. */
    sessionId: string | null;
  }
}
